import { TIMER_RED_AT_SECONDS } from '../../layout.ts';
// What the battle screen says aloud between two looks at the battle (docs/game-design.md §9 made audible):
// each fighter's health and energy when they change, whose turn it is when it changes, and the
// warning when the turn's clock reaches 10 seconds. The blows themselves are the battle log's
// to announce, so they are not repeated here.

export interface FighterFigures {
  name: string;
  health: number;
  maxHealth: number;
  energy: number;
  maxEnergy: number;
}

export interface BattleGlance {
  fighters: readonly [FighterFigures, FighterFigures];
  turnLabel: string;
  secondsLeft: number;
}

function figuresChange(before: FighterFigures, after: FighterFigures): string | null {
  const parts: string[] = [];
  if (after.health !== before.health) parts.push(`health ${after.health} of ${after.maxHealth}`);
  if (after.energy !== before.energy) parts.push(`energy ${after.energy} of ${after.maxEnergy}`);
  return parts.length ? `${after.name}: ${parts.join(', ')}` : null;
}

/** The sentences to announce going from `before` to `after`, in the order they should be read. */
export function announcementsBetween(before: BattleGlance, after: BattleGlance): string[] {
  const said: string[] = [];
  after.fighters.forEach((fighter, side) => {
    const change = figuresChange(before.fighters[side] ?? fighter, fighter);
    if (change) said.push(change);
  });
  if (after.turnLabel !== before.turnLabel) said.push(after.turnLabel);
  // Only the clock running down into the last seconds of the same turn: a new turn starts at 60.
  else if (
    before.secondsLeft > TIMER_RED_AT_SECONDS &&
    after.secondsLeft <= TIMER_RED_AT_SECONDS &&
    after.secondsLeft > 0
  ) {
    said.push(`${TIMER_RED_AT_SECONDS} seconds left`);
  }
  return said;
}
