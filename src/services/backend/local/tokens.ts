// Opaque random tokens for local sessions. They never leave the browser; 32 random bytes make them
// unguessable all the same.
export const ACCESS_TOKEN_SECONDS = 3600;

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
