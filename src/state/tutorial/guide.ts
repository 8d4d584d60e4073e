// The guide of How to Play's battle: starts or resumes the guided battle, follows it through the
// battle store to move the step machine on (steps.ts), keeps the turn timer still while a pointer
// speaks, lets only the card the pointer asks for be played, and remembers the pointer per profile.
import { create } from 'zustand';
import { beginBattle, holdTurnClock, resumeStoredBattle, setMoveGate } from '../battle/commands.ts';
import { battleWritesDone } from '../battle/persistence.ts';
import { isHumanTurn, useBattleStore } from '../battle/store.ts';
import type { BattleStoreState } from '../battle/types.ts';
import { LOCAL_KEYS, readLocal } from '../../services/storage/localKeys.ts';
import { useSessionStore } from '../session.ts';
import { readGuideMemory, writeGuideMemory } from './memory.ts';
import { tutorialPlan } from '../../engine/tutorial/plan.ts';
import {
  GUIDE_START,
  advance,
  currentStep,
  refusalFor,
  wasPlayed,
  type GuideEvent,
  type GuideProgress,
} from '../../engine/tutorial/steps.ts';

export interface GuideState {
  /** The guide of the guided battle on screen, or null when none is (or it could not be read). */
  progress: GuideProgress | null;
  /** The skipped notice (Keep fighting / Leave) is showing. */
  skippedNotice: boolean;
}

export const useGuideStore = create<GuideState>(() => ({ progress: null, skippedNotice: false }));

/** The profile on this browser; after a reload the session store may not know it yet. */
export const guideUserId = (): string | null =>
  useSessionStore.getState().userId ?? readLocal(LOCAL_KEYS.userId);
const userId = guideUserId;

let unfollow: (() => void) | null = null;

/** Starts a new guided battle from the first pointer (How to Play, the first-login offer). */
export async function startGuidedBattle(): Promise<void> {
  stopGuide();
  await beginBattle(tutorialPlan());
  const battleId = useBattleStore.getState().battleId;
  writeGuideMemory(userId(), { offered: true, battleId, progress: GUIDE_START });
  follow(GUIDE_START);
}

/** After a reload (or on entering the guided battle's route): the stored battle at its pointer. */
export async function resumeGuidedBattle(): Promise<void> {
  const memory = readGuideMemory(userId());
  const on = useBattleStore.getState();
  if (on.state && on.plan?.mode === 'tutorial' && on.battleId === memory.battleId && unfollow) return;
  stopGuide();
  if (!memory.battleId) {
    useBattleStore.setState({ missing: true });
    return;
  }
  await resumeStoredBattle(memory.battleId);
  const now = useBattleStore.getState();
  if (now.plan?.mode !== 'tutorial' || now.battleId !== memory.battleId) return;
  follow(memory.progress ?? GUIDE_START);
}

/** The pointer's Next, a card landing or Skip guide. */
export function guideEvent(event: GuideEvent): void {
  const before = useGuideStore.getState().progress;
  if (!before) return;
  const progress = advance(before, event);
  if (progress === before) return;
  useGuideStore.setState({ progress, skippedNotice: progress.status === 'skipped' });
  // A pointer moved on by a move is remembered once the backend holds that move, so a reload never
  // finds the next pointer over a battle that has not had the move yet. The move is queued for the
  // backend just after the battle store shows it (which is when it is seen here): hence the tick.
  if (event.type === 'played') void Promise.resolve().then(battleWritesDone).then(rememberProgress);
  else rememberProgress();
  syncBattle(useBattleStore.getState());
}

function rememberProgress(): void {
  const progress = useGuideStore.getState().progress;
  if (!progress) return;
  writeGuideMemory(userId(), { progress, ...(progress.status === 'done' ? { completed: true } : {}) });
}

export function closeSkippedNotice(): void {
  useGuideStore.setState({ skippedNotice: false });
}

/** Leaving the guided battle's screen: the guide lets go of the battle's gate and clock. */
export function stopGuide(): void {
  unfollow?.();
  unfollow = null;
  setMoveGate(null);
  useGuideStore.setState({ progress: null, skippedNotice: false });
}

/** Whether a pointer is on screen: while guiding, on the player's own turn to choose. */
export function pointerShowing(
  battle: Pick<BattleStoreState, 'plan' | 'shown' | 'phase'>,
  progress: GuideProgress | null,
): boolean {
  if (!progress || !currentStep(progress) || battle.plan?.mode !== 'tutorial') return false;
  return battle.phase === 'choosing' && isHumanTurn(battle);
}

function follow(progress: GuideProgress): void {
  useGuideStore.setState({ progress, skippedNotice: false });
  setMoveGate((cardId) => {
    const now = useGuideStore.getState().progress;
    return now ? refusalFor(now, cardId) : null;
  });
  syncBattle(useBattleStore.getState());
  unfollow = useBattleStore.subscribe((battle, previous) => {
    if (battle.plan?.mode !== 'tutorial') return;
    // A move of the player landed: the engine's truth changed on their turn.
    const step = currentStep(useGuideStore.getState().progress ?? GUIDE_START);
    if (step?.wait.kind === 'play' && previous.state && battle.state && previous.state !== battle.state) {
      if (wasPlayed(previous.state, battle.state, step.wait.cardId))
        guideEvent({ type: 'played', cardId: step.wait.cardId });
    }
    syncBattle(battle);
  });
}

/** The timer stands still exactly while a pointer speaks. */
function syncBattle(battle: BattleStoreState): void {
  if (battle.plan?.mode !== 'tutorial') return;
  holdTurnClock(pointerShowing(battle, useGuideStore.getState().progress));
}
