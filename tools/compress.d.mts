// Types of compress.mjs, for the TypeScript that imports it (tests).
export declare const COMPRESSIBLE_EXTENSIONS: readonly string[];
export declare function precompress(outDir: string): Promise<number>;
