// Toasts of a battle (spec §8, §9) as typed notices: the battle screen shows them, the commands
// raise them from engine events.
import type { SideIndex } from '../../engine/index.ts';
import type { Notice, NoticeKind } from './types.ts';

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(text: string, kind: NoticeKind, side: SideIndex, ms: number): void {
  const notice: Notice = { id: nextId++, text, kind, side, ms };
  for (const listener of listeners) listener(notice);
}
