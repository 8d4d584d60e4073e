// What this browser remembers of How to Play, per profile: whether the first-login offer was made,
// whether the guide was seen to the end, and the guided battle in progress with its pointer (so a
// reload resumes at the same pointer). Kept under `sinawali:guide:<user id>`; logging out keeps it
// (clearLocal), since it belongs to the profile, not to the session.
import { GUIDE_STEPS, type GuideProgress } from '../../engine/tutorial/steps.ts';

export const GUIDE_KEY_PREFIX = 'sinawali:guide:';

export interface GuideMemory {
  /** The "New to Arnis duels?" offer was answered. */
  offered: boolean;
  /** Every pointer was seen once. */
  completed: boolean;
  /** The guided battle being played and its pointer, or null. */
  battleId: string | null;
  progress: GuideProgress | null;
}

const EMPTY: GuideMemory = Object.freeze({
  offered: false,
  completed: false,
  battleId: null,
  progress: null,
});

const keyOf = (userId: string): string => `${GUIDE_KEY_PREFIX}${userId}`;

function readProgress(value: unknown): GuideProgress | null {
  if (!value || typeof value !== 'object') return null;
  const { step, status } = value as { step?: unknown; status?: unknown };
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > GUIDE_STEPS.length)
    return null;
  if (status !== 'guiding' && status !== 'skipped' && status !== 'done') return null;
  return { step, status };
}

export function readGuideMemory(userId: string | null): GuideMemory {
  if (!userId) return { ...EMPTY };
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (!raw) return { ...EMPTY };
    const saved = JSON.parse(raw) as Partial<Record<keyof GuideMemory, unknown>>;
    return {
      offered: saved.offered === true,
      completed: saved.completed === true,
      battleId: typeof saved.battleId === 'string' ? saved.battleId : null,
      progress: readProgress(saved.progress),
    };
  } catch {
    return { ...EMPTY };
  }
}

export function writeGuideMemory(userId: string | null, change: Partial<GuideMemory>): GuideMemory {
  const next = { ...readGuideMemory(userId), ...change };
  if (!userId) return next;
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Private windows may refuse storage; the guide still runs for this visit.
  }
  return next;
}
