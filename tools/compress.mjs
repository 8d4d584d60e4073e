// The compressed copies the game's own server sends (server/web/staticFiles.ts): after each build,
// every text file of 1 KB or more gets a brotli copy (.br, at brotli's best) and a gzip copy (.gz)
// beside it, each kept only if smaller. Compressing once here, at the highest levels, costs a few
// seconds per build and nothing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from '../server/web/compressible.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const MIN_BYTES = 1024;

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export async function precompress(outDir) {
  const files = filesUnder(outDir).filter(
    (file) =>
      COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase()) && statSync(file).size >= MIN_BYTES,
  );
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
      if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}
