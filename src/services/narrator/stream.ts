// Streams of told text. A stream starts producing on first demand and keeps every chunk, so a
// screen can show the text as it arrives while another part of the game awaits the whole of it.
import { abortError } from '../../protocol/narrationErrors';
import type { HeroBackground, HeroBackgroundStream, NarrationStream } from './narrator';

export function narrationStream(produce: () => AsyncIterable<string>): NarrationStream {
  const chunks: string[] = [];
  let finished = false;
  let failure: { error: unknown } | null = null;
  let wake: Array<() => void> = [];
  let started = false;

  const notify = () => {
    const waiting = wake;
    wake = [];
    for (const resume of waiting) resume();
  };

  const start = () => {
    if (started) return;
    started = true;
    void (async () => {
      try {
        for await (const chunk of produce()) {
          if (chunk.length === 0) continue;
          chunks.push(chunk);
          notify();
        }
      } catch (error) {
        failure = { error };
      }
      finished = true;
      notify();
    })();
  };

  async function* read(): AsyncGenerator<string> {
    start();
    let next = 0;
    for (;;) {
      const chunk = chunks[next];
      if (chunk !== undefined) {
        next += 1;
        yield chunk;
        continue;
      }
      if (finished) {
        if (failure) throw failure.error;
        return;
      }
      await new Promise<void>((resume) => wake.push(resume));
    }
  }

  return {
    [Symbol.asyncIterator]: read,
    async text() {
      let whole = '';
      for await (const chunk of read()) whole += chunk;
      return whole;
    },
  };
}

/** Tells a finished text in small pieces (a few words each), stopping when the signal aborts. */
export function tellText(text: string, signal?: AbortSignal): NarrationStream {
  return narrationStream(async function* () {
    const pieces = text.match(/\S+\s*|\s+/g) ?? [];
    for (let i = 0; i < pieces.length; i += 3) {
      // Yield to the event loop between pieces, so a cancel from the screen lands mid-telling.
      await Promise.resolve();
      if (signal?.aborted) throw abortError();
      yield pieces.slice(i, i + 3).join('');
    }
    if (signal?.aborted) throw abortError();
  });
}

export function withHero(
  stream: NarrationStream,
  read: (text: string) => HeroBackground,
): HeroBackgroundStream {
  return {
    [Symbol.asyncIterator]: () => stream[Symbol.asyncIterator](),
    text: () => stream.text(),
    hero: async () => read(await stream.text()),
  };
}
