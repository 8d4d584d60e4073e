// The card attack videos `npm run assets:build -- videos` records: one per card whose catalogue
// entry has a video (src/content/cards.ts), keyed `video.<slug>` in the manifest.
import type { VideoJob } from '../lib/renderJob.ts';
import {
  VIDEO_HEIGHT,
  VIDEO_SECONDS,
  VIDEO_WIDTH,
  paintTechniqueFrame,
  type TechniqueVideo,
} from './technique.ts';

const VIDEOS: readonly TechniqueVideo[] = [
  { slug: 'abanico', name: 'Abanico', technique: 'abanico', element: 'rattan' },
  { slug: 'rompida', name: 'Rompida', technique: 'rompida', element: 'rattan' },
  { slug: 'bagsak', name: 'Bagsak', technique: 'bagsak', element: 'rattan' },
  { slug: 'punyo', name: 'Punyo', technique: 'punyo', element: 'rattan' },
  { slug: 'redonda', name: 'Redonda', technique: 'redonda', element: 'fire' },
  { slug: 'apoy-na-yantok', name: 'Apoy na Yantok', technique: 'fireStaff', element: 'fire' },
  { slug: 'bagyo', name: 'Bagyo', technique: 'storm', element: 'fire' },
  { slug: 'tama-ng-kidlat', name: 'Tama ng Kidlat', technique: 'lightning', element: 'lightning' },
  { slug: 'sinawali', name: 'Sinawali', technique: 'weave', element: 'rattan' },
];

export const VIDEO_RENDERS: readonly VideoJob[] = VIDEOS.map((video) => ({
  file: `art/videos/${video.slug}.webm`,
  width: VIDEO_WIDTH,
  height: VIDEO_HEIGHT,
  seconds: VIDEO_SECONDS,
  fps: 30,
  bitrate: 1_000_000,
  paintFrame: (ctx, seconds) => paintTechniqueFrame(ctx, video, seconds),
}));
