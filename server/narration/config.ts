// How the server-side storyteller talks to Groq, read from the environment. Model ids are
// configuration because Groq retires models (the spec's llama3-* ids, and later the llama-3.x
// ones, are gone); the defaults are models Groq lists for production use. Sampling follows the
// spec: temperature 1, at most 1024 tokens, top_p 1. The client's timeout and retries default to
// the spec's 60000 ms and 2.
//
// Shared with the narrate Edge Function (Deno): no Node APIs here, the environment is passed in.

export type ModelRole = 'story' | 'taunt' | 'choice';

export interface GroqSettings {
  readonly apiKey: string;
  readonly models: Readonly<Record<ModelRole, string>>;
  readonly temperature: number;
  readonly maxCompletionTokens: number;
  readonly topP: number;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  /** Only set to talk to something other than api.groq.com (a test double, a gateway). */
  readonly baseURL?: string;
}

/** The stronger model writes stories and taunts (the spec used a 70B model), the lighter one picks cards (8B). */
export const DEFAULT_MODELS: Readonly<Record<ModelRole, string>> = {
  story: 'openai/gpt-oss-120b',
  taunt: 'openai/gpt-oss-120b',
  choice: 'openai/gpt-oss-20b',
};

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;

export type Environment = Readonly<Record<string, string | undefined>>;

function text(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function wholeNumber(env: Environment, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of zero or more (got '${value}').`);
  }
  return parsed;
}

/** The settings, or null when GROQ_API_KEY is not set (model-written stories are off). */
export function readGroqSettings(env: Environment): GroqSettings | null {
  const apiKey = text(env, 'GROQ_API_KEY');
  if (apiKey === undefined) return null;
  const baseURL = text(env, 'GROQ_BASE_URL');
  return {
    apiKey,
    models: {
      story: text(env, 'GROQ_MODEL_STORY') ?? DEFAULT_MODELS.story,
      taunt: text(env, 'GROQ_MODEL_TAUNT') ?? DEFAULT_MODELS.taunt,
      choice: text(env, 'GROQ_MODEL_CHOICE') ?? DEFAULT_MODELS.choice,
    },
    temperature: 1,
    maxCompletionTokens: 1024,
    topP: 1,
    timeoutMs: wholeNumber(env, 'GROQ_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
    maxRetries: wholeNumber(env, 'GROQ_MAX_RETRIES', DEFAULT_MAX_RETRIES),
    ...(baseURL !== undefined ? { baseURL } : {}),
  };
}
