// The public face of the engine: the rules of a battle, the computer players, the adventure
// economy, deck rules, traits and the spec constants. Everything here is pure.
export * from './constants.ts';
export * from './messages.ts';
export { Rng, nextSeed, randomFloats } from './rng.ts';
export { fnv1a32 } from './hash.ts';
export type { RngState } from './rng.ts';

export type * from './battle/types.ts';
export { BattleActionSchema, PlayerMoveSchema, SideIndexSchema } from './battle/schema.ts';
export { apply, applyAll, winnerOf } from './battle/apply.ts';
export { createBattle, sideFromTemplate } from './battle/create.ts';
export type { BattleSetup, SideSetup } from './battle/create.ts';
export { legalActions } from './battle/legal.ts';
export type { LegalOptions } from './battle/legal.ts';
export { viewFor } from './battle/view.ts';
export type { PublicSide, SideView } from './battle/view.ts';
export { hitDamage } from './battle/damage.ts';
export { drawWeight, drawCard, fillHand } from './battle/draw.ts';
export { cloneBattle } from './battle/clone.ts';
export { playBattle, TURN_LIMIT } from './battle/play.ts';
export type { PlayedBattle, PlayOptions } from './battle/play.ts';

export type { Strategy } from './ai/types.ts';
export { classic } from './ai/classic.ts';
export { STRATEGIES, SEARCH_BUDGETS, easy, normal, hard, greedy, isStrategyName } from './ai/strategies.ts';
export type { Difficulty, StrategyName } from './ai/strategies.ts';
export { searchDecide, candidateMoves } from './ai/search.ts';
export { EXPERT_BUDGET } from './ai/expert.ts';
export type { SearchBudget } from './ai/search.ts';
export { cardFromReply, decideWithSuggestion } from './ai/suggestion.ts';

export { rollChoiceA, rollChoiceB, rollChoiceC, rollFind, checkChoice } from './adventure/choices.ts';
export { answerPlace, withEncounter, withFind } from './adventure/storedOutcome.ts';
export type {
  ScenarioChoice,
  ChoiceAOutcome,
  ChoiceBOutcome,
  ChoiceCOutcome,
  Find,
} from './adventure/choices.ts';
export { rollReward, rollJail } from './adventure/reward.ts';
export type { HeroPurse, RewardOutcome, JailOutcome } from './adventure/reward.ts';
export { recoverHealth } from './adventure/recovery.ts';
export {
  rollStoreStock,
  isStoreCacheFresh,
  isStoreRefreshDue,
  buyCard,
  buyPotion,
} from './adventure/store.ts';
export type { StoreStock, CardForSale, Potion, Purchase } from './adventure/store.ts';
export {
  addCardToDeck,
  removeCardFromDeck,
  canConfirmDeck,
  checkSavedDeckRoom,
  validateDeck,
} from './adventure/deck.ts';
export type { DeckResult } from './adventure/deck.ts';
export {
  addPersonality,
  traitsFor,
  heroStats,
  HERO_BOUNDS,
  TRAIT_NAMES,
  NO_TRAITS,
} from './adventure/traits.ts';
export type { HeroStats } from './adventure/traits.ts';
export { grantStarterCard } from './adventure/starter.ts';
export { sideFromHero } from './adventure/heroSide.ts';
export {
  startJourney,
  moveTo,
  openScene,
  sceneTold,
  closeScene,
  choose,
  foundAt,
  metAt,
  findSettled,
} from './adventure/journey.ts';
export type {
  Journey,
  JourneyStep,
  OpenScene,
  PendingFind,
  Encounter,
  Spoils,
  ChoiceOutcome,
} from './adventure/journey.ts';

// Online play (src/engine/match): the match authority as one namespace (matchAuthority.submitMove,
// matchAuthority.tick, matchAuthority.viewFor, ...), the client's rule for applying views, and the
// match's types. Servers may import src/engine/match/index.ts directly; the online protocol's
// schemas and parsers live in src/protocol.
export * as matchAuthority from './match/index.ts';
export type {
  MatchState,
  MatchView,
  MatchSide,
  MatchAction,
  MatchEntry,
  MatchStatus,
  EndReason,
  FighterId,
  SeatIndex,
  MoveInput,
  MoveResult,
  MoveRefusal,
  RefusalCode,
  CreateMatchInput,
  ViewOptions,
  VisibleEntry,
  VisibleEvent,
  VisibleAction,
} from './match/index.ts';
export type { MatchReplay } from './match/replay.ts';
export { applyView, mergeView, newEntries } from './match/sync.ts';
export type { ViewDecision } from './match/sync.ts';
