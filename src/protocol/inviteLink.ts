// The invite link's words, apart from the protocol's schemas: the shell reads them before the
// sign-in (routes/afterSignIn.ts), and importing them from fields.ts would bring valibot into the
// scripts the login form waits for (docs/performance.md).

/**
 * A room's invite code: 12 characters of the URL-safe base64 alphabet, 72 random bits drawn by the
 * server, so a room can be found by its link and not by guessing. The link is
 * `/multiplayer?join=<code>` (INVITE_PARAM).
 */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
export const INVITE_PARAM = 'join';
