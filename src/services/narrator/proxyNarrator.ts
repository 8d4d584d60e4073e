// The browser side of model-written stories. It never talks to the provider and never holds a
// key: it POSTs `{ purpose, request }` to the game's own narration endpoint (the dev/preview
// server route, or the narrate Edge Function) and reads the streamed text that comes back.
import { cardFromReply } from './cardChoice';
import {
  abortError,
  CONNECTION_MESSAGE,
  NarrationError,
  TIMEOUT_MESSAGE,
} from '../../protocol/narrationErrors';
import { heroNameOr } from './heroName';
import type { NarrationOptions, NarrationStream, Narrator } from './narrator';
import { errorFromResponse, readTextStream } from './readTextStream';
import { trimStorySoFar } from '../../protocol/narration';
import type { NarrationCall } from '../../protocol/narration';
import { narrationStream, withHero } from './stream';
import { tauntLine } from './tauntLine';

/** The spec's default hero name, for a background whose name line cannot be read. */
export const DEFAULT_HERO_NAME = 'Kidlat';

export interface ProxyNarratorOptions {
  /** Where narration calls go, e.g. '/api/narrate' or 'https://<project>.supabase.co/functions/v1/narrate'. */
  readonly endpoint: string;
  /** Extra headers per call, e.g. the signed-in player's session for the Edge Function. */
  readonly headers?: () => Promise<Record<string, string>> | Record<string, string>;
  /** Gives up when the service stays silent this long (ms), between chunks too. Default 90000. */
  readonly idleTimeoutMs?: number;
  readonly fetch?: typeof fetch;
}

const DEFAULT_IDLE_TIMEOUT_MS = 90_000;

export function createProxyNarrator(settings: ProxyNarratorOptions): Narrator {
  const send = settings.fetch ?? ((input, init) => fetch(input, init));
  const idleTimeoutMs = settings.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;

  async function* told(call: NarrationCall, signal: AbortSignal | undefined): AsyncGenerator<string> {
    if (signal?.aborted) throw abortError();
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, idleTimeoutMs);
    };
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel);
    const failureOf = (error: unknown): NarrationError => {
      if (error instanceof NarrationError) return error;
      if (signal?.aborted) return abortError();
      if (timedOut) return new NarrationError('timeout', TIMEOUT_MESSAGE);
      return new NarrationError('connection', CONNECTION_MESSAGE);
    };
    try {
      restartTimer();
      const extraHeaders = settings.headers ? await settings.headers() : {};
      let response: Response;
      try {
        response = await send(settings.endpoint, {
          method: 'POST',
          headers: { ...extraHeaders, 'content-type': 'application/json' },
          body: JSON.stringify(call),
          signal: controller.signal,
        });
      } catch (error) {
        throw failureOf(error);
      }
      if (!response.ok) throw await errorFromResponse(response);
      if (!response.body) throw new NarrationError('unknown', 'The storyteller sent no text.');
      for await (const chunk of readTextStream(response.body, failureOf)) {
        restartTimer();
        yield chunk;
      }
      // A stream cut short by the player's cancel can end quietly; it is still a cancel.
      if (signal?.aborted) throw abortError();
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  const tell = (call: NarrationCall, options?: NarrationOptions): NarrationStream =>
    narrationStream(() => told(call, options?.signal));

  return {
    taunt(request, options) {
      return narrationStream(async function* () {
        const line = tauntLine(await tell({ purpose: 'taunt', request }, options).text());
        if (line.length === 0) throw new NarrationError('unknown', 'The taunt came back empty.');
        yield line;
      });
    },
    async chooseCard(request, options) {
      const reply = await tell({ purpose: 'cardChoice', request }, options).text();
      return cardFromReply(reply, request.hand);
    },
    characterBackground(request, options) {
      const fallback = request.name?.trim() || DEFAULT_HERO_NAME;
      return withHero(tell({ purpose: 'background', request }, options), (text) => ({
        text,
        name: heroNameOr(text, fallback),
      }));
    },
    adventureIntro(request, options) {
      return tell({ purpose: 'intro', request }, options);
    },
    scenario(request, options) {
      return tell(
        { purpose: 'scenario', request: { ...request, storySoFar: trimStorySoFar(request.storySoFar) } },
        options,
      );
    },
    followUpScenario(request, options) {
      return tell(
        { purpose: 'followUp', request: { ...request, storySoFar: trimStorySoFar(request.storySoFar) } },
        options,
      );
    },
    victoryAftermath(request, options) {
      return tell(
        { purpose: 'aftermath', request: { ...request, storySoFar: trimStorySoFar(request.storySoFar) } },
        options,
      );
    },
    defeatTale(request, options) {
      return tell(
        { purpose: 'defeat', request: { ...request, storySoFar: trimStorySoFar(request.storySoFar) } },
        options,
      );
    },
  };
}
