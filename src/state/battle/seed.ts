// A battle's seed: fresh from the browser's crypto generator, or fixed by `?seed=` on the character
// select (replays, bug reports and tests). The plan that carries it is pure (src/engine/plan).
/** A fresh seed; `?seed=` on the character select fixes it (replays, bug reports and tests). */
export function seedFrom(search: string): number {
  const wanted = Number(new URLSearchParams(search).get('seed'));
  if (Number.isInteger(wanted) && wanted > 0) return wanted | 0;
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  return (random[0] ?? 1) | 0 || 1;
}
