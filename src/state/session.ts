// Who is signed in (docs/game-design.md §8: userId and username).
import { create } from 'zustand';

export interface SessionState {
  userId: string | null;
  username: string | null;
  isAdmin: boolean;
}

export const useSessionStore = create<SessionState>(() => ({ userId: null, username: null, isAdmin: false }));

export function setSignedIn(userId: string, username: string, isAdmin: boolean): void {
  useSessionStore.setState({ userId, username, isAdmin });
}

export function setSignedOut(): void {
  useSessionStore.setState({ userId: null, username: null, isAdmin: false });
}
