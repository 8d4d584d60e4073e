// The browser-storage keys of docs/game-design.md §11.1, written as the spec names them, so other
// tools and the original's players find what they expect.
export const LOCAL_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  authId: 'auth_id',
  userId: 'user_id',
  role: 'Role',
  selectedCharacter: 'selectedCharacter',
  characterId: 'character_id',
  enemyId: 'enemy_id',
  winner: 'winner',
  player1: 'player1',
  player2: 'player2',
  battleId: 'battleId',
  adventureId: 'adventure_id',
  locationName: 'locationName',
  randomChoice: 'randomChoice',
  selectedAnswer: 'selectedAnswer',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

export function readLocal(key: LocalKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  localStorage.setItem(key, value);
}

/** Keys that belong to a profile rather than to the session: How to Play's memory per profile. */
const KEPT_PREFIXES = ['sinawali:guide:'];

/**
 * Logout clears all of local storage (docs/game-design.md §3.4), except what this browser remembers per
 * profile, so How to Play is not offered again to a player who signs in once more.
 */
export function clearLocal(): void {
  const kept: [string, string][] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    const value = key === null ? null : localStorage.getItem(key);
    if (key !== null && value !== null && KEPT_PREFIXES.some((prefix) => key.startsWith(prefix)))
      kept.push([key, value]);
  }
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
}

export function hasAccessToken(): boolean {
  return Boolean(readLocal(LOCAL_KEYS.accessToken));
}
