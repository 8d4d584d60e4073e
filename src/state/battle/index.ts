// The battle bridge between the React screens and the Phaser scene (docs/architecture.md "Phaser and React
// together"): read the store, change it with the commands.
export * from './commands.ts';
export { useBattleStore, handSide, isHumanTurn } from './store.ts';
export { onNotice } from './notices.ts';
export { makePlan, rivalOf } from '../../engine/plan/plan.ts';
export { seedFrom } from './seed.ts';
export { artOf, artName, figureTint, HERO_ART } from '../../engine/plan/combatants.ts';
export {
  MODES,
  BATTLE_MODES,
  controlsSide,
  handSideOf,
  handSideOfPlan,
  isComputerSide,
  modeOfRoute,
  routeOf,
  sideRole,
  turnLabelOf,
  WATCH_PATH,
} from '../../engine/modes/modes.ts';
export type { ModeRules } from '../../engine/modes/modes.ts';
export type * from './types.ts';
export { COMPUTER_LEVELS } from './types.ts';
