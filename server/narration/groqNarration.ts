// One narration call to Groq, streamed. `openGroqNarration` resolves once Groq has accepted the
// request (so a refused call fails before the game's answer is sent, with its real status) and
// then gives the text as it is written.
//
// Shared with Deno (`groq-sdk` comes from the function's import map).
import Groq from 'groq-sdk';
import { ABORT_MESSAGE, NarrationError } from '../../src/protocol/narrationErrors.ts';
import type { NarrationCall } from '../../src/protocol/narration.ts';
import type { GroqSettings } from './config.ts';
import { narrationErrorFromGroq } from './groqErrors.ts';
import { buildPrompt } from './prompts.ts';

export function createGroqClient(settings: GroqSettings): Groq {
  return new Groq({
    apiKey: settings.apiKey,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    ...(settings.baseURL !== undefined ? { baseURL: settings.baseURL } : {}),
  });
}

/**
 * gpt-oss models think before they write; a low effort keeps that thinking from eating the
 * spec's 1024-token budget, and hiding it keeps it out of the stream.
 */
function reasoningFor(model: string): { reasoning_effort?: 'low'; include_reasoning?: boolean } {
  return model.startsWith('openai/gpt-oss') ? { reasoning_effort: 'low', include_reasoning: false } : {};
}

// eslint-disable-next-line no-control-regex -- NUL marks a failure report in the game's stream
const STREAM_MARK = /\u0000/g;

/** Throws a NarrationError when Groq refuses or cannot be reached. */
export async function openGroqNarration(
  client: Groq,
  settings: GroqSettings,
  call: NarrationCall,
  signal?: AbortSignal,
): Promise<AsyncIterable<string>> {
  const prompt = buildPrompt(call);
  const model = settings.models[prompt.model];
  let stream;
  try {
    stream = await client.chat.completions.create(
      {
        model,
        messages: prompt.messages.map((message) => ({ role: message.role, content: message.content })),
        temperature: settings.temperature,
        max_completion_tokens: settings.maxCompletionTokens,
        top_p: settings.topP,
        stream: true,
        ...reasoningFor(model),
      },
      signal ? { signal } : {},
    );
  } catch (error) {
    throw narrationErrorFromGroq(error);
  }
  const chunks = stream;
  return (async function* () {
    try {
      for await (const chunk of chunks) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text.replace(STREAM_MARK, '');
      }
    } catch (error) {
      throw narrationErrorFromGroq(error);
    }
    // The SDK ends a stream quietly when it is aborted; for the game that is still an abort.
    if (signal?.aborted) throw new NarrationError('aborted', ABORT_MESSAGE);
  })();
}
