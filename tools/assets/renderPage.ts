// Runs in headless Chromium for `npm run assets:build`: paints every render job on a canvas,
// records every video job, and hands the encoded files back to tools/assets/render.ts.
import { RENDERS, VIDEOS, type VideoJob } from '../../assets/art/renders.ts';

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

function canvasOf(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas.');
  return { canvas, ctx };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * MediaRecorder stamps frames with the wall clock, so frames are painted and handed over at the
 * video's own pace: recording takes as long as the video lasts.
 */
async function record(job: VideoJob): Promise<RenderedFile> {
  const { canvas, ctx } = canvasOf(job.width, job.height);
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks() as CanvasCaptureMediaStreamTrack[];
  if (!track) throw new Error('The canvas gives no video track.');
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9',
    videoBitsPerSecond: job.bitrate,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const frames = Math.round(job.seconds * job.fps);
  job.paintFrame(ctx, 0);
  recorder.start();
  const started = performance.now();
  for (let frame = 0; frame <= frames; frame += 1) {
    job.paintFrame(ctx, frame / job.fps);
    track.requestFrame();
    await sleep(started + ((frame + 1) * 1000) / job.fps - performance.now());
  }
  // The encoder may still hold the last frames; give it a moment before stopping.
  await sleep(300);
  recorder.stop();
  await stopped;
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`Could not read the recording of ${job.file}.`));
    reader.readAsDataURL(new Blob(chunks, { type: 'video/webm' }));
  });
  return { file: job.file, dataUrl };
}

try {
  const files = RENDERS.filter((job) => job.file.includes(only)).map((job) => {
    const { canvas, ctx } = canvasOf(job.width, job.height);
    job.paint(ctx);
    return { file: job.file, dataUrl: canvas.toDataURL(job.format, job.quality) };
  });
  for (const job of VIDEOS.filter((video) => video.file.includes(only))) files.push(await record(job));
  window.__renderedAssets = { ok: true, files };
} catch (error) {
  window.__renderedAssets = { ok: false, error: String(error) };
}
