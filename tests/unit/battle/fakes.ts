// Plain fakes of the battle's services: a backend record in memory, sounds, taunts, keys and toasts
// written down, a timeline whose waits resolve at once (or wait while held), and a clock the test
// moves by hand. Nothing here sleeps or uses real timers.
import type { BattleAction, SideIndex } from '../../../src/engine/index.ts';
import type { BattleServices, StoredBattle } from '../../../src/state/battle/services.ts';
import type { BattlePlan, NoticeKind } from '../../../src/state/battle/types.ts';
import { useBattleStore } from '../../../src/state/battle/store.ts';

export interface FakeNotice {
  text: string;
  kind: NoticeKind;
  side: SideIndex;
  ms: number;
}

export function fakeServices() {
  const recorded = {
    battles: [] as { id: string; plan: BattlePlan }[],
    actions: [] as { battleId: string; action: BattleAction }[],
    ends: [] as { battleId: string; status: 'finished' | 'abandoned'; winner: SideIndex | null }[],
    stored: null as StoredBattle | null,
  };
  const sounds: string[] = [];
  const taunts: { speaker: string; opponent: string }[] = [];
  const notices: FakeNotice[] = [];
  const keys = new Map<string, string>();
  const waits: number[] = [];
  let held = false;
  let pending: (() => void)[] = [];
  let now = 1_800_000_000_000;
  const stage = { ready: true };
  const tickers = new Set<{ ms: number; due: number; tick: () => void }>();

  const services: BattleServices = {
    record: {
      newBattle: async (plan) => {
        const id = `battle-${recorded.battles.length + 1}`;
        recorded.battles.push({ id, plan });
        return { battleId: id, plan };
      },
      action: (battleId, action) => void recorded.actions.push({ battleId, action }),
      end: (battleId, status, winner) => void recorded.ends.push({ battleId, status, winner }),
      loadStored: async () => recorded.stored,
    },
    sounds: {
      playSound: (key) => void sounds.push(key),
      playCardSound: () => void sounds.push('card'),
      playCardEffect: () => void sounds.push('cardEffect'),
      playPunch: () => void sounds.push('punch'),
      playVoice: (art) => void sounds.push(`voice:${art}`),
      playBattleEnd: (lost) => void sounds.push(lost ? 'defeat' : 'victory'),
    },
    taunts: {
      start: (speaker, opponent) => void taunts.push({ speaker, opponent }),
      stop: () => undefined,
    },
    timeline: {
      wait: (ms) => {
        waits.push(ms);
        return new Promise<void>((resolve) => {
          if (held) pending.push(resolve);
          else resolve();
        });
      },
      hold: () => void (held = true),
      release: () => {
        held = false;
        const waiting = pending;
        pending = [];
        for (const resolve of waiting) resolve();
      },
      clear: () => {
        pending = [];
        held = false;
      },
    },
    clock: {
      now: () => now,
      every: (ms, tick) => {
        const ticker = { ms, due: now + ms, tick };
        tickers.add(ticker);
        return () => void tickers.delete(ticker);
      },
    },
    delay: (ms) => ms,
    writeKey: (key, value) => void keys.set(key, value),
    notify: (text, kind, side, ms) => void notices.push({ text, kind, side, ms }),
    stageReady: () => stage.ready,
  };

  /** Moves the clock on by `ms`, running every tick that falls due on the way. */
  function advance(ms: number): void {
    const end = now + ms;
    for (;;) {
      const next = [...tickers].sort((a, b) => a.due - b.due)[0];
      if (!next || next.due > end) break;
      now = next.due;
      next.due += next.ms;
      next.tick();
    }
    now = end;
  }

  return {
    services,
    recorded,
    sounds,
    taunts,
    notices,
    keys,
    waits,
    advance,
    stage,
    ticking: () => tickers.size,
  };
}

/** Lets the battle's steps run: every wait of the fake timeline resolves at once. */
export async function settle(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 10_000; i += 1) {
    if (done()) return;
    await Promise.resolve();
  }
  throw new Error(`the battle never reached: ${what}`);
}

/** Every phase the battle store passes through, in order, without repeats. */
export function watchPhases(): { phases: string[]; stop: () => void } {
  const phases: string[] = [useBattleStore.getState().phase];
  const stop = useBattleStore.subscribe((s) => {
    if (phases[phases.length - 1] !== s.phase) phases.push(s.phase);
  });
  return { phases, stop };
}
