// Who is signed in (spec 000 §3 "Client user state": userId and username).
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
