// The kinds of file that get compressed copies: text. Images, sounds and videos are compressed by
// their own formats. One list for the build, which writes the copies (tools/compress.mjs), and the
// server, which looks for them (staticFiles.ts). Plain JavaScript, so the build reads it without tsx.
export const COMPRESSIBLE_EXTENSIONS = Object.freeze([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.wasm',
]);
