// The browser-storage keys of spec 000 §3 and 001 §3, written as the spec names them, so other
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

/** Logout clears all of local storage (spec 000 §4). */
export function clearLocal(): void {
  localStorage.clear();
}

export function hasAccessToken(): boolean {
  return Boolean(readLocal(LOCAL_KEYS.accessToken));
}
