// The build's files as `npm start` serves them (docs/architecture.md "The game's own server"):
// - compressed: the build keeps a brotli and a gzip copy beside each text file (tools/build.mjs),
//   and the player's browser gets the smallest it accepts, nothing compressed on each request;
// - cached: a file whose name holds its content hash (everything under /assets/) never changes, so
//   browsers keep it for a year without asking; the page and the unhashed files are checked again
//   each time (ETag), so a new build reaches players at their next visit;
// - the game's routes (/landing, /battle_area_ai, ...) all get the page: the game routes itself,
//   and shows its own not-found screen for a path it does not know;
// - media in ranges (a video seeks, a song streams): one range per request, as browsers ask.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { chooseEncoding, type Encoding } from './encoding.ts';
import { parseRange } from './range.ts';
import { COMPRESSIBLE_EXTENSIONS } from './compressible.mjs';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** Files with compressed copies beside them (written by the build, tools/compress.mjs). */
export const COMPRESSIBLE: ReadonlySet<string> = new Set(COMPRESSIBLE_EXTENSIONS);

/** A hashed file's name: Vite's `name-<8 or more letters of hash>.ext` under /assets/. */
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface StaticSite {
  /** Answers a GET or HEAD for a file or a route of the game. */
  serve(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

function plain(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The path inside `root` that a request names, or null when it would leave the folder. */
function pathInside(root: string, pathname: string): string | null {
  if (pathname.includes('\0')) return null;
  const path = normalize(join(root, pathname));
  return path === root || path.startsWith(root + sep) ? path : null;
}

export function staticSite(root: string): StaticSite {
  const page = join(root, 'index.html');

  async function send(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    stats: Stats,
    cache: string,
  ): Promise<void> {
    const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    let encoding: Encoding | null = null;
    let served = path;
    let size = stats.size;
    let modified = stats.mtimeMs;
    if (COMPRESSIBLE.has(extname(path).toLowerCase())) {
      for (const candidate of chooseEncoding(request.headers['accept-encoding'])) {
        const copy = await fileStats(`${path}.${candidate.extension}`);
        if (copy) {
          encoding = candidate;
          served = `${path}.${candidate.extension}`;
          size = copy.size;
          modified = copy.mtimeMs;
          break;
        }
      }
    }
    const etag = `W/"${size.toString(36)}-${Math.floor(modified).toString(36)}${encoding ? `-${encoding.extension}` : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cache,
      ETag: etag,
      'Last-Modified': new Date(stats.mtimeMs).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (COMPRESSIBLE.has(extname(path).toLowerCase())) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding.name;
    else headers['Accept-Ranges'] = 'bytes';
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    // Ranges only of files sent as they are (media); a compressed copy is always sent whole.
    const range = encoding ? null : parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      plain(response, 416, 'The requested range is outside the file.', {
        'Content-Range': `bytes */${size}`,
      });
      return;
    }
    const [start, end] = range ?? [0, size - 1];
    headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    response.writeHead(range ? 206 : 200, headers);
    if (request.method === 'HEAD' || size === 0) {
      response.end();
      return;
    }
    const stream = createReadStream(served, { start, end });
    // A file that fails mid-way (removed by a new build) ends the response; the browser retries.
    stream.on('error', () => response.destroy());
    response.on('close', () => stream.destroy());
    stream.pipe(response);
  }

  return {
    async serve(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        plain(response, 405, 'Only GET and HEAD are served here.', { Allow: 'GET, HEAD' });
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        plain(response, 400, 'The address is not a valid path.');
        return;
      }
      const path = pathInside(root, pathname);
      if (path === null) {
        plain(response, 404, 'Not found.');
        return;
      }
      const stats = path === root ? null : await fileStats(path);
      if (stats) {
        await send(request, response, path, stats, HASHED.test(pathname) ? IMMUTABLE : REVALIDATE);
        return;
      }
      // A path with a file extension names a file that is not there; any other path is a route.
      if (extname(pathname) !== '' && !pathname.endsWith('.html')) {
        plain(response, 404, `No file ${pathname} in this build.`);
        return;
      }
      const pageStats = await fileStats(page);
      if (!pageStats) {
        plain(response, 503, 'The game is not built yet: run `npm run build`, then start again.');
        return;
      }
      await send(request, response, page, pageStats, REVALIDATE);
    },
  };
}
