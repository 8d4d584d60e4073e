// The damage rule (docs/game-design.md §9.4): floor(power x (1 - defense/100)), never below 0, doubled on a
// critical hit.
export function hitDamage(power: number, defense: number, critical: boolean): number {
  const base = Math.max(0, Math.floor(power * (1 - defense / 100)));
  return critical ? base * 2 : base;
}
