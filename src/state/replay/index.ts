// Replays of finished battles: the list, the viewer and replay files (see docs/battle.md "Replays").
export {
  REPLAYS_PER_PAGE,
  STORED_REPLAY_MESSAGES,
  deleteReplay,
  exportedEntry,
  listReplays,
} from './list.ts';
export type { ReplayEntry, ReplayPage, ReplaySide } from './list.ts';
export {
  REPLAY_GAP_MS,
  REPLAY_SPEEDS,
  closeReplay,
  exportedReplay,
  importReplayFile,
  openFileReplay,
  openStoredReplay,
  pauseReplay,
  playReplay,
  seekReplay,
  setReplaySpeed,
  stepBack,
  stepForward,
  togglePlay,
  useReplayStore,
} from './viewer.ts';
export type { ReplaySpeed, ReplayViewerState } from './viewer.ts';
export { stateAt } from '../../engine/replay/replay.ts';
export type { Replay } from '../../engine/replay/replay.ts';
