// The computer's taunt beside its fighter (docs/game-design.md §2.8): told by the Narrator, word by word.
import { getNarrator } from '../narration.ts';
import { useBattleStore } from './store.ts';

let telling: AbortController | null = null;

export function startTaunt(speaker: string, opponent: string, seed: number): void {
  stopTaunt();
  const controller = new AbortController();
  telling = controller;
  useBattleStore.setState({ taunt: '' });
  const stream = getNarrator().taunt({ speaker, opponent }, { signal: controller.signal, seed });
  void (async () => {
    try {
      let text = '';
      for await (const chunk of stream) {
        if (controller.signal.aborted) return;
        text += chunk;
        useBattleStore.setState({ taunt: text });
      }
    } catch {
      // A taunt that cannot be told is left out; the battle goes on.
    }
  })();
}

export function stopTaunt(): void {
  telling?.abort();
  telling = null;
}
