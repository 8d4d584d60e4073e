// Runs in headless Chromium for `npm run assets:build`: paints every render job on a canvas and
// hands the encoded files back to tools/assets/render.mjs.
import { RENDERS } from '../../assets/art/renders.ts';

interface RenderedFile {
  file: string;
  dataUrl: string;
}

declare global {
  interface Window {
    __renderedAssets?: { ok: true; files: RenderedFile[] } | { ok: false; error: string };
  }
}

// `?only=fighters` renders just the jobs whose output path contains that text.
const only = new URLSearchParams(location.search).get('only') ?? '';

try {
  const files = RENDERS.filter((job) => job.file.includes(only)).map((job) => {
    const canvas = document.createElement('canvas');
    canvas.width = job.width;
    canvas.height = job.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas.');
    job.paint(ctx);
    return { file: job.file, dataUrl: canvas.toDataURL(job.format, job.quality) };
  });
  window.__renderedAssets = { ok: true, files };
} catch (error) {
  window.__renderedAssets = { ok: false, error: String(error) };
}
