// Recovered points add to health, capped at the maximum (docs/game-design.md §12.9: the spec
// overwrote health with them).
export function recoverHealth(health: number, points: number, maxHealth: number): number {
  return Math.max(0, Math.min(maxHealth, health + Math.max(0, points)));
}
