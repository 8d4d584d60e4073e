// Types of compress.mjs, for the TypeScript that imports it (tests).
export declare function precompress(outDir: string): Promise<number>;
