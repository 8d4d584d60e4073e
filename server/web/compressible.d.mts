// Types of compressible.mjs, for the TypeScript that imports it.
export declare const COMPRESSIBLE_EXTENSIONS: readonly string[];
