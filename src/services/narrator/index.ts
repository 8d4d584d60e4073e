// The narrator service: the port, the storytellers and the factory that picks one.
export type {
  HeroBackground,
  HeroBackgroundStream,
  NarrationOptions,
  NarrationStream,
  Narrator,
  StoryFailureReport,
} from './narrator';
export type {
  BackgroundRequest,
  BattleEndRequest,
  CardChoiceRequest,
  CardOption,
  FollowUpRequest,
  IntroRequest,
  ScenarioRequest,
  StoryChoice,
  TauntRequest,
} from '../../protocol/narration';
export { NarrationError, STORY_ERROR_MESSAGE } from '../../protocol/narrationErrors';
export type { NarrationErrorKind } from '../../protocol/narrationErrors';
export { createNarrator, narrateUrlFromEnv } from './createNarrator';
export { sessionHeaders } from './sessionHeaders';
export type { AccessSession } from './sessionHeaders';
export type { NarratorConfig } from './createNarrator';
export { createOfflineNarrator } from './offline/offlineNarrator';
export { createProxyNarrator, DEFAULT_HERO_NAME } from './proxyNarrator';
export { withOfflineFallback } from './fallbackNarrator';
export { textLines } from '../../engine/adventure/textLines.ts';
export { cardFromReply } from './cardChoice';
export { readHeroName } from './heroName';
