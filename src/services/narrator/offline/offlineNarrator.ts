// The offline storyteller, the game's default narrator: it writes every telling from word banks
// with seeded dice, with no network, so the adventure is told the same way on a plane as online.
// The dice are seeded by the narrator's seed, the call's own seed and everything the call is
// about, so one adventure reads the same when replayed while each place and scene differs.
import { cardFromReply } from '../cardChoice';
import { heroNameOr } from '../heroName';
import type { NarrationOptions, Narrator } from '../narrator';
import type { CardChoiceRequest } from '../../../protocol/narration';
import { diceFor } from '../seededRandom';
import type { StoryDice } from '../seededRandom';
import { tellText, withHero } from '../stream';
import { TAUNTS, writeDefeat, writeVictory } from './battleWriter';
import { pickHeroName, writeBackground, writeIntro } from './heroWriter';
import { writeFollowUp, writeScenario } from './scenarioWriter';

export interface OfflineNarratorOptions {
  readonly seed?: number;
}

/** The reply the offline storyteller gives for a card choice: the strongest card it can pay for. */
function replyForHand(request: CardChoiceRequest, dice: StoryDice): string {
  const affordable = request.hand.filter((card) => card.mana_cost <= request.energy);
  if (affordable.length === 0) return 'I wait and gather my breath.';
  const best = Math.max(...affordable.map((card) => card.power));
  const strongest = affordable.filter((card) => card.power === best);
  return `I choose ${dice.pick(strongest).name}.`;
}

export function createOfflineNarrator(settings: OfflineNarratorOptions = {}): Narrator {
  const seed = settings.seed ?? 0;
  const dice = (purpose: string, request: unknown, options: NarrationOptions | undefined) =>
    diceFor(seed, options?.seed ?? 0, purpose, JSON.stringify(request));

  return {
    taunt(request, options) {
      return tellText(dice('taunt', request, options).pick(TAUNTS), options?.signal);
    },
    async chooseCard(request, options) {
      if (options?.signal?.aborted) return null;
      return cardFromReply(replyForHand(request, dice('cardChoice', request, options)), request.hand);
    },
    characterBackground(request, options) {
      const roll = dice('background', request, options);
      const text = writeBackground(request, roll);
      const fallback = request.name?.trim() || pickHeroName(roll);
      return withHero(tellText(text, options?.signal), (told) => ({
        text: told,
        name: heroNameOr(told, fallback),
      }));
    },
    adventureIntro(request, options) {
      return tellText(writeIntro(request, dice('intro', request, options)), options?.signal);
    },
    scenario(request, options) {
      return tellText(writeScenario(request, dice('scenario', request, options)), options?.signal);
    },
    followUpScenario(request, options) {
      return tellText(writeFollowUp(request, dice('followUp', request, options)), options?.signal);
    },
    victoryAftermath(request, options) {
      return tellText(writeVictory(request, dice('aftermath', request, options)), options?.signal);
    },
    defeatTale(request, options) {
      return tellText(writeDefeat(request, dice('defeat', request, options)), options?.signal);
    },
  };
}
