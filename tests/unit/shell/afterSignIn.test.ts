// Where a sign-in leads: the main menu, except after an invite link opened signed out, which the
// sign-in follows once into its room (src/ui/routes/afterSignIn.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  inviteCodeOf,
  inviteLink,
  inviteWaiting,
  keepForSignIn,
  takePathAfterSignIn,
} from '../../../src/ui/routes/afterSignIn.ts';
import { browserStorage } from '../state/fakes.ts';

beforeEach(() => {
  browserStorage();
});

describe('after the sign-in', () => {
  it('goes to the main menu when no invite link waits', () => {
    keepForSignIn('/gallery', '');
    keepForSignIn('/multiplayer', '');
    keepForSignIn('/replays', '?join=AbCdEfGh_-12');
    expect(inviteWaiting()).toBe(false);
    expect(takePathAfterSignIn()).toBe('/landing');
  });

  it('follows an invite link opened signed out, once', () => {
    keepForSignIn('/multiplayer', '?join=AbCdEfGh_-12');
    expect(inviteWaiting()).toBe(true);
    expect(takePathAfterSignIn()).toBe('/multiplayer?join=AbCdEfGh_-12');
    expect(inviteWaiting()).toBe(false);
    expect(takePathAfterSignIn()).toBe('/landing');
  });

  it('builds the link a friend opens, and reads its code back', () => {
    const link = inviteLink('http://192.168.1.20:4173', 'AbCdEfGh_-12');
    expect(link).toBe('http://192.168.1.20:4173/multiplayer?join=AbCdEfGh_-12');
    expect(inviteCodeOf(new URL(link).search)).toBe('AbCdEfGh_-12');
    expect(inviteCodeOf('?join=')).toBeNull();
    expect(inviteCodeOf('')).toBeNull();
  });
});
