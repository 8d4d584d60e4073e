// Which online room and match this browser is in, kept across a reload (and a closed tab reopened
// within the grace time), so the battle screen knows to resume an online match rather than a
// stored local battle: its routes are the same as the two-player battle's.
const KEY = 'sinawali:online';

export interface OnlineMemory {
  roomId: string;
  matchId: string | null;
}

export function readMemory(): OnlineMemory | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<OnlineMemory>;
    if (typeof data.roomId !== 'string') return null;
    return { roomId: data.roomId, matchId: typeof data.matchId === 'string' ? data.matchId : null };
  } catch {
    return null;
  }
}

export function writeMemory(memory: OnlineMemory): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Blocked storage: a reload then starts from the lobby.
  }
}

export function forgetMemory(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
