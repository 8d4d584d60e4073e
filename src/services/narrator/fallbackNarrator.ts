// Keeps the story going when the model-written telling fails. A story call that fails reports
// 'An error occurred while generating the scenario.' (or the provider's own message) and the
// offline storyteller tells the scene instead; if some text had already arrived, the offline
// telling follows it after a blank line, so nothing the player has read disappears. A taunt or
// card choice that fails falls back silently: a battle never waits on a storyteller.
// A call the player cancelled is not a failure: it ends with the 'aborted' kind, untold.
import {
  abortError,
  NarrationError,
  STORY_ERROR_MESSAGE,
  toNarrationError,
} from '../../protocol/narrationErrors';
import type { NarrationOptions, NarrationStream, Narrator, StoryFailureReport } from './narrator';
import { heroNameOr } from './heroName';
import { narrationStream } from './stream';

export interface FallbackSettings {
  /** Called for every failed story call (in addition to a call's own `onStoryError`). */
  readonly onStoryError?: (report: StoryFailureReport) => void;
}

export function withOfflineFallback(
  primary: Narrator,
  offline: Narrator,
  settings: FallbackSettings = {},
): Narrator {
  function story(
    options: NarrationOptions | undefined,
    first: () => NarrationStream,
    instead: () => NarrationStream,
  ): NarrationStream {
    return narrationStream(async function* () {
      let toldSome = false;
      try {
        for await (const chunk of first()) {
          toldSome = true;
          yield chunk;
        }
        // An empty telling is a failed one: the player would be left with a blank dialog.
        if (toldSome) return;
        throw new NarrationError('unknown', STORY_ERROR_MESSAGE);
      } catch (thrown) {
        if (options?.signal?.aborted) throw abortError();
        const error = toNarrationError(thrown);
        const report: StoryFailureReport = {
          kind: error.kind,
          message: error.providerMessage ?? STORY_ERROR_MESSAGE,
          ...(error.status !== undefined ? { status: error.status } : {}),
        };
        settings.onStoryError?.(report);
        options?.onStoryError?.(report);
      }
      if (toldSome) yield '\n\n';
      yield* instead();
    });
  }

  return {
    taunt(request, options) {
      return narrationStream(async function* () {
        try {
          const line = await primary.taunt(request, options).text();
          if (line.trim().length > 0) {
            yield line;
            return;
          }
        } catch {
          if (options?.signal?.aborted) throw abortError();
        }
        yield* offline.taunt(request, options);
      });
    },
    async chooseCard(request, options) {
      try {
        return await primary.chooseCard(request, options);
      } catch {
        if (options?.signal?.aborted) return null;
        return offline.chooseCard(request, options);
      }
    },
    characterBackground(request, options) {
      const told = story(
        options,
        () => primary.characterBackground(request, options),
        () => offline.characterBackground(request, options),
      );
      return {
        [Symbol.asyncIterator]: () => told[Symbol.asyncIterator](),
        text: () => told.text(),
        // The name comes from the text the player read; if no name line can be read there, the
        // offline storyteller's name for this same hero stands (it is the same on every call).
        async hero() {
          const text = await told.text();
          const fallback =
            request.name?.trim() || (await offline.characterBackground(request, options).hero()).name;
          return { text, name: heroNameOr(text, fallback) };
        },
      };
    },
    adventureIntro(request, options) {
      return story(
        options,
        () => primary.adventureIntro(request, options),
        () => offline.adventureIntro(request, options),
      );
    },
    scenario(request, options) {
      return story(
        options,
        () => primary.scenario(request, options),
        () => offline.scenario(request, options),
      );
    },
    followUpScenario(request, options) {
      return story(
        options,
        () => primary.followUpScenario(request, options),
        () => offline.followUpScenario(request, options),
      );
    },
    victoryAftermath(request, options) {
      return story(
        options,
        () => primary.victoryAftermath(request, options),
        () => offline.victoryAftermath(request, options),
      );
    },
    defeatTale(request, options) {
      return story(
        options,
        () => primary.defeatTale(request, options),
        () => offline.defeatTale(request, options),
      );
    },
  };
}
