// The Narrator port: everything the game asks its storyteller for. Every call streams text as it
// is written and can be cancelled with an AbortSignal (a closed dialog should stop the telling).
import type { NarrationErrorKind } from '../../protocol/narrationErrors';
import type {
  BackgroundRequest,
  BattleEndRequest,
  CardChoiceRequest,
  FollowUpRequest,
  IntroRequest,
  ScenarioRequest,
  TauntRequest,
} from '../../protocol/narration';

/** Text told piece by piece; `text()` gives the whole of it (and reads it all if nobody else does). */
export interface NarrationStream extends AsyncIterable<string> {
  text(): Promise<string>;
}

/** A hero as the background tells it: the full text and the name found in it. */
export interface HeroBackground {
  readonly text: string;
  readonly name: string;
}

export interface HeroBackgroundStream extends NarrationStream {
  hero(): Promise<HeroBackground>;
}

export interface NarrationOptions {
  /** Cancels the call; the stream then fails with the 'aborted' kind ('Request was aborted.'). */
  readonly signal?: AbortSignal;
  /** Varies the offline telling between calls with the same context (e.g. the number of the visit). */
  readonly seed?: number;
  /**
   * Story calls only: called when the model-written telling fails and the offline storyteller
   * takes over, with the message to show (docs/game-design.md §7.3). Adds to the narrator's own handler.
   */
  readonly onStoryError?: (report: StoryFailureReport) => void;
}

/** A failed story call as the player is told about it; the telling itself goes on offline. */
export interface StoryFailureReport {
  readonly kind: NarrationErrorKind;
  /** 'An error occurred while generating the scenario.' or the provider's own message. */
  readonly message: string;
  readonly status?: number;
}

export interface Narrator {
  /** One sentence of at most six words, in a warrior's voice. */
  taunt(request: TauntRequest, options?: NarrationOptions): NarrationStream;
  /** The id of the card the computer plays, or null to let the engine's own choice stand. */
  chooseCard(request: CardChoiceRequest, options?: NarrationOptions): Promise<number | null>;
  /** About 50 words: name, occupation, age, challenges and bio. */
  characterBackground(request: BackgroundRequest, options?: NarrationOptions): HeroBackgroundStream;
  /** About 50 words opening the adventure. */
  adventureIntro(request: IntroRequest, options?: NarrationOptions): NarrationStream;
  /** A scene at a map pin ending with choices A (neutral), B (aggressive) and C (neglect). */
  scenario(request: ScenarioRequest, options?: NarrationOptions): NarrationStream;
  /** What follows the player's choice, again with choices A, B and C. */
  followUpScenario(request: FollowUpRequest, options?: NarrationOptions): NarrationStream;
  /** One paragraph, about 50 words: the hero has won the fight. */
  victoryAftermath(request: BattleEndRequest, options?: NarrationOptions): NarrationStream;
  /** The tale goes on after a lost fight: the hero is beaten and wounded. */
  defeatTale(request: BattleEndRequest, options?: NarrationOptions): NarrationStream;
}
