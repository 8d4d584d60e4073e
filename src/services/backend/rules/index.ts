// The backend's rules on its inputs: one schema per shape a port method takes, shared by both
// adapters so that bad input is refused the same way everywhere, before anything is read or
// written. The database repeats the checks that protect stored data (supabase/migrations),
// because a client can always call it directly.
export { JSON_LIMIT_CHARS, checkId, readInput } from './input.ts';
export {
  CardIdSchema,
  DECK_NOT_OWNED,
  DeckSchema,
  HoldableCardSchema,
  checkCatalogueId,
  checkDeck,
  isCommonCard,
} from './cards.ts';
export {
  HERO_STAT_BOUNDS,
  NewAdventureSchema,
  NewHeroSchema,
  NewScenarioSchema,
  ProgressSchema,
  STAT_RANGE,
  TEXT_LIMITS,
  checkNewAdventure,
  checkNewScenario,
  checkProgress,
} from './adventure.ts';
export type { NewAdventure, NewHero, NewScenario, ScenarioChoiceLetter } from './adventure.ts';
export {
  CardPurchaseSchema,
  JailTheftSchema,
  PotionPurchaseSchema,
  RewardGrantSchema,
  checkCardPurchase,
  checkJailTheft,
  checkPotionPurchase,
  checkRewardGrant,
} from './purse.ts';
export type { CardPurchase, JailTheft, PotionPurchase, RewardGrant } from './purse.ts';
export {
  BattleModeSchema,
  EndStatusSchema,
  FINISHED_BATTLE_ACTIONS_MAX,
  FinishedBattleSchema,
  NewBattleSchema,
  REPLAY_PAGE_MAX,
  ReplayPageSchema,
  WinnerSchema,
  checkEndStatus,
  checkFinishedBattle,
  checkJson,
  checkNewBattle,
  checkPage,
  checkSeq,
  checkWinner,
} from './battles.ts';
export type { BattleMode, FinishedBattle, NewBattle } from './battles.ts';
