// The replay viewer: a finished battle (stored, or opened from a file) shown again on the battle
// scene through the battle commands' own showing, move by move: play and pause, one move forward
// or back, a speed of its own (1x, 2x, 4x, instant) and a jump to any turn. Nothing is timed,
// nobody is asked for a taunt, and nothing is written to the backend.
import { create } from 'zustand';
import type { SideIndex } from '../../engine/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import {
  jumpReplay,
  openReplay,
  pauseBattle,
  resumeBattle,
  setBattleAside,
  showReplayMove,
} from '../battle/commands.ts';
import { wait } from '../battle/timeline.ts';
import { scaledDelay, setPlaybackScale } from '../settings.ts';
import { readReplayFile, replayFileText } from '../../engine/replay/file.ts';
import { replayFile, replayFileName } from './file.ts';
import { STORED_REPLAY_MESSAGES, replayOfRecord } from './list.ts';
import { linesUpTo, stateAt } from '../../engine/replay/replay.ts';
import type { Replay } from '../../engine/replay/replay.ts';

export type ReplaySpeed = '1x' | '2x' | '4x' | 'instant';
export const REPLAY_SPEEDS: readonly ReplaySpeed[] = ['1x', '2x', '4x', 'instant'];
const SPEED_SCALE: Readonly<Record<ReplaySpeed, number>> = { '1x': 1, '2x': 0.5, '4x': 0.25, instant: 0 };

/** The pause between two moves at 1x, so a move can be taken in before the next one starts. */
export const REPLAY_GAP_MS = 900;

/** Where an opened replay file waits (this tab only), so a reload of the viewer shows it again. */
export const REPLAY_FILE_KEY = 'sinawali:replay-file';

export type ReplaySource = { kind: 'stored'; battleId: string } | { kind: 'file' };

export interface ReplayViewerState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  source: ReplaySource | null;
  replay: Replay | null;
  /** When the battle ended (its record's time), if known. */
  playedAt: string | null;
  /** The recorded winner (online, a forfeit's winner is not the engine's). */
  winner: SideIndex | null;
  /** Moves shown so far: 0 is the battle as it began, the move count its end. */
  position: number;
  /** A move is being shown (position is the move before it). */
  showing: boolean;
  playing: boolean;
  speed: ReplaySpeed;
}

const INITIAL: ReplayViewerState = {
  status: 'idle',
  error: null,
  source: null,
  replay: null,
  playedAt: null,
  winner: null,
  position: 0,
  showing: false,
  playing: false,
  speed: '1x',
};

export const useReplayStore = create<ReplayViewerState>(() => ({ ...INITIAL }));

const get = useReplayStore.getState;
const set = useReplayStore.setState;

/** Grows with every jump, open and close, so a loop or a step of an older moment stops. */
let run = 0;
/** The run whose playing loop is alive (possibly held by a pause), or null. */
let looping: number | null = null;

// --- Opening and closing ---

function present(
  replay: Replay,
  source: ReplaySource,
  playedAt: string | null,
  winner: SideIndex | null,
): void {
  run += 1;
  looping = null;
  const speed = get().speed;
  setPlaybackScale(SPEED_SCALE[speed]);
  openReplay(replay.plan, replay.opening, linesUpTo(replay, 0));
  set({ ...INITIAL, speed, status: 'ready', source, replay, playedAt, winner });
}

function fail(source: ReplaySource, error: string): void {
  run += 1;
  looping = null;
  setBattleAside();
  set({ ...INITIAL, speed: get().speed, status: 'failed', source, error });
}

/** Opens the player's stored battle `battleId` (finished battles only). */
export async function openStoredReplay(battleId: string): Promise<void> {
  const source: ReplaySource = { kind: 'stored', battleId };
  const mine = ++run;
  set({ ...INITIAL, speed: get().speed, status: 'loading', source });
  let loaded;
  try {
    loaded = await getBackend().battles.loadBattle(battleId);
  } catch {
    loaded = null;
  }
  if (mine !== run) return;
  if (!loaded) {
    fail(source, STORED_REPLAY_MESSAGES.missing);
    return;
  }
  const stored = replayOfRecord({ ...loaded.battle, actions: loaded.actions });
  if (!stored.ok) {
    fail(source, stored.message);
    return;
  }
  present(stored.replay, source, stored.endedAt, stored.winner);
}

/**
 * Reads a replay file the player chose and keeps it for the viewer. A refusal says why (not a
 * replay, a newer format, other card rules, a changed file).
 */
export async function importReplayFile(file: Blob): Promise<{ ok: true } | { ok: false; message: string }> {
  const text = await file.text();
  const opened = readReplayFile(text);
  if (!opened.ok) return opened;
  try {
    sessionStorage.setItem(REPLAY_FILE_KEY, text);
  } catch {
    return { ok: false, message: 'This replay is too large to open in this browser tab.' };
  }
  return { ok: true };
}

/** Opens the replay file kept by importReplayFile. */
export function openFileReplay(): void {
  const source: ReplaySource = { kind: 'file' };
  let text: string | null;
  try {
    text = sessionStorage.getItem(REPLAY_FILE_KEY);
  } catch {
    text = null;
  }
  if (!text) {
    fail(source, 'No replay file is open. Choose one on the replays screen.');
    return;
  }
  const opened = readReplayFile(text);
  if (!opened.ok) {
    fail(source, opened.message);
    return;
  }
  present(opened.replay, source, opened.playedAt, opened.winner);
}

/** Leaves the viewer: the battle scene is let go and the player's own speed applies again. */
export function closeReplay(): void {
  run += 1;
  looping = null;
  setPlaybackScale(null);
  setBattleAside();
  set({ ...INITIAL, speed: get().speed });
}

// --- Moving through the battle ---

/** Jumps to the battle after `position` moves, with no animation. */
function jumpTo(position: number): number {
  const replay = get().replay;
  if (!replay) return run;
  const at = Math.max(0, Math.min(position, replay.moves.length));
  run += 1;
  looping = null;
  jumpReplay(stateAt(replay, at), linesUpTo(replay, at));
  set({ position: at, showing: false });
  return run;
}

/** Shows move `index` at the replay's speed; false when a jump or leaving cut it short. */
async function showMove(index: number, mine: number): Promise<boolean> {
  const move = get().replay?.moves[index];
  if (!move) return false;
  set({ showing: true });
  const shown = await showReplayMove({ action: move.action, events: move.events }, move.after);
  if (!shown || mine !== run) return false;
  set({ position: index + 1, showing: false });
  return true;
}

async function playFrom(mine: number): Promise<void> {
  looping = mine;
  for (;;) {
    const { replay, position, playing } = get();
    if (mine !== run || !replay || !playing) break;
    if (position >= replay.moves.length) {
      set({ playing: false });
      break;
    }
    if (!(await showMove(position, mine))) return;
    if (get().position < replay.moves.length) await wait(scaledDelay(REPLAY_GAP_MS));
  }
  if (looping === mine) looping = null;
}

export function playReplay(): void {
  const { replay, position, playing } = get();
  if (!replay || playing) return;
  if (looping === run) {
    // Paused mid-move or between moves: carry on from there.
    set({ playing: true });
    resumeBattle();
    return;
  }
  const mine = position >= replay.moves.length ? jumpTo(0) : jumpTo(position);
  set({ playing: true });
  void playFrom(mine);
}

export function pauseReplay(): void {
  if (!get().playing) return;
  set({ playing: false });
  // Holds the move being shown where it is (the scene's tweens too), like the battle's pause.
  if (looping === run) pauseBattle();
}

export function togglePlay(): void {
  if (get().playing) pauseReplay();
  else playReplay();
}

/** One move forward: the move being shown finishes at once; otherwise the next move is shown. */
export function stepForward(): void {
  const { replay, position, showing } = get();
  if (!replay) return;
  set({ playing: false });
  if (showing) {
    jumpTo(position + 1);
    return;
  }
  if (position >= replay.moves.length) return;
  const mine = jumpTo(position);
  void showMove(position, mine);
}

/** One move back: to the start of the move being shown, or to before the last one shown. */
export function stepBack(): void {
  const { replay, position, showing } = get();
  if (!replay) return;
  set({ playing: false });
  jumpTo(showing ? position : position - 1);
}

/** Jumps to the battle after `position` moves; playing goes on from there. */
export function seekReplay(position: number): void {
  const { replay, playing } = get();
  if (!replay) return;
  const mine = jumpTo(position);
  if (playing) void playFrom(mine);
}

export function setReplaySpeed(speed: ReplaySpeed): void {
  set({ speed });
  if (get().status === 'ready') setPlaybackScale(SPEED_SCALE[speed]);
}

// --- Export ---

/** The replay on screen as a file to download, or null when none is open. */
export function exportedReplay(): { name: string; text: string } | null {
  const { replay, playedAt, winner } = get();
  if (!replay) return null;
  return {
    name: replayFileName(replay, playedAt),
    text: replayFileText(replayFile(replay, { playedAt, winner })),
  };
}
