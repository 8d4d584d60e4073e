// The adventure bridge between the adventure screens and the backend and storyteller: read the
// store, change it with the commands.
export { useAdventureStore } from './store.ts';
export type { AdventureState, AdventureStatus } from './store.ts';
export { ADVENTURE_MESSAGES } from '../../engine/adventure/messages.ts';
export {
  closeAdventure,
  continueAdventure,
  deleteAdventure,
  ensureAdventure,
  listAdventures,
  misplaced,
  pathOfJourney,
} from './open.ts';
export {
  addDraftPersonality,
  beginAdventure,
  chooseJob,
  draftStats,
  nameHero,
  removeDraftPersonality,
  resetDraft,
  tellBackground,
  useHeroDraft,
} from './creation.ts';
export type { HeroDraft } from './creation.ts';
export { closeGreeting, confirmFreshStart } from './intro.ts';
export { confirmDeck, deckChoices, resetDeck } from './deck.ts';
export {
  answerScene,
  findText,
  leaveScene,
  openPin,
  settleFind,
  stopTelling,
  tellOpenScene,
} from './scenes.ts';
export type { ChoiceResult } from './scenes.ts';
export { sceneParts, sceneStory, PLAIN_ANSWERS } from '../../engine/adventure/sceneText.ts';
export type { SceneAnswer, SceneParts } from '../../engine/adventure/sceneText.ts';
export { concludeStoryBattle, startStoryBattle, storyPlan, STORY_ENEMY_LEVEL } from './battle.ts';
export { closeAftermath, stopAftermath, tellAftermath } from './aftermath.ts';
export { proceedAdventure, settleSpoils } from './spoils.ts';
export type { SettledSpoils } from './spoils.ts';
export { buyStockCard, buyStockPotion, loadStock, SHOP_CACHE_KEY, SHOP_MESSAGES } from './shop.ts';
export type { PurchaseOutcome, ShopView } from './shop.ts';
