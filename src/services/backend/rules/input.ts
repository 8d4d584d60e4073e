// How a port method reads its argument: through the argument's one schema, refusing at the first
// problem with a sentence a player can read. Both adapters read every input this way before
// anything is read or written, so bad input is refused the same way everywhere. The pieces below
// are the words the shapes are written in (a record, a whole number, a text, an id, plain JSON).
import * as v from 'valibot';
import type { JsonValue } from '../../../engine/json.ts';
import { BackendError } from '../errors.ts';
import type { BackendErrorCode, FormField } from '../errors.ts';

/** Refusals whose code is not 'invalid_input', by their sentence (each sentence is distinct). */
const CODES = new Map<string, BackendErrorCode>();

/** A refusal's sentence that carries its own error code (an unknown card, a weak password). */
export function coded(code: BackendErrorCode, message: string): string {
  CODES.set(message, code);
  return message;
}

const FORM_FIELDS: ReadonlySet<unknown> = new Set<FormField>(['email', 'username', 'password']);

/**
 * The argument as its schema reads it, or a BackendError for the first problem found (the checks
 * run in the order the shape lists them, which is the order the database's functions check them).
 * With `fields`, the refusal names the form field at fault.
 */
export function readInput<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  options: { fields?: boolean } = {},
): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const field = options.fields && FORM_FIELDS.has(key) ? (key as FormField) : undefined;
  throw new BackendError(CODES.get(issue.message) ?? 'invalid_input', issue.message, field);
}

/** Every named field of `input` (present or not), so a missing field gets its own sentence. */
function namedFields(keys: readonly string[]) {
  return (input: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(keys.map((key) => [key, input[key]]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record named `what` ('The hero is missing.' when it is not one), read field by field in order. */
export function fields<E extends v.ObjectEntries>(what: string, entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isRecord, `The ${what} is missing.`),
    v.transform(namedFields(Object.keys(entries))),
    v.object(entries),
  );
}

/** Fields read from whatever arrives, as `input?.field` reads them: a missing record misses every field. */
export function looseFields<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.unknown(),
    v.transform((input) =>
      namedFields(Object.keys(entries))(input == null ? {} : (Object(input) as Record<string, unknown>)),
    ),
    v.object(entries),
  );
}

type Range = { readonly min: number; readonly max: number };

/** A whole number within `range`, named `what` in the refusal. */
export function whole(what: string, range: Range) {
  const message = `The ${what} must be a whole number from ${range.min} to ${range.max}.`;
  return v.pipe(
    v.number(message),
    v.safeInteger(message),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
  );
}

/** Text, trimmed, at most `max` characters, and not empty unless `allowEmpty`. */
export function text(what: string, max: number, allowEmpty = false) {
  const longest = v.maxLength<string, number, string>(max, `The ${what} is at most ${max} characters long.`);
  return allowEmpty
    ? v.pipe(v.string(`The ${what} must be text.`), v.trim(), longest)
    : v.pipe(
        v.string(`The ${what} must be text.`),
        v.trim(),
        v.nonEmpty(`The ${what} cannot be empty.`),
        longest,
      );
}

/** Ids of adventures, heroes, battles and request keys are UUIDs, kept in lower case. */
export function id(what: string) {
  const message = `The ${what} id is not valid.`;
  return v.pipe(v.string(message), v.uuid(message), v.toLowerCase());
}

export const checkId = (value: unknown, what: string): string => readInput(id(what), value);

/** Longest JSON the game stores (setups, actions, progress); the same limit is a CHECK in the schema. */
export const JSON_LIMIT_CHARS = 100_000;

function isPlainJson(value: unknown, depth: number): value is JsonValue {
  if (depth > 32) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every((item) => isPlainJson(item, depth + 1));
  }
  return false;
}

/** Setups, actions and progress are stored as JSON; anything else (functions, cycles, NaN) is refused. */
export function json(what: string) {
  return v.custom<JsonValue>(
    (value) => isPlainJson(value, 0) && JSON.stringify(value).length <= JSON_LIMIT_CHARS,
    `The ${what} must be plain JSON data under 100 kB.`,
  );
}
