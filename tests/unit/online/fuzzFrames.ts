// Frames for the server's fuzzer (fuzz.test.ts): random JSON, random text, binary frames, text far
// over the message size (but under the frame limit, past which the socket is closed unread), and
// above all near-valid messages built from the protocol's own schemas: every client message type
// with each of its fields a valid value (the ids of a real room and match among them), a value
// near one, something else entirely or missing, and now and then a field no schema has.
import fc from 'fast-check';
import {
  CLIENT_MESSAGE_SCHEMAS,
  CLIENT_MESSAGE_TYPES,
  MAX_CLIENT_MESSAGE_CHARS,
} from '../../../src/protocol/index.ts';

export type Frame = { kind: 'text'; text: string } | { kind: 'binary'; bytes: Uint8Array };

/** What the server really holds, so that some messages reach past the checks of their fields. */
export interface Known {
  roomId: string;
  matchId: string;
  playerKey: string;
}

/** Text with what names and chat may try to hide: format and control characters, a lone surrogate. */
const tricky = fc.string({
  unit: fc.constantFrom(
    'a',
    'Ñ',
    ' ',
    '-',
    '\u202e',
    '\u200b',
    '\u2066',
    '\ufeff',
    '\n',
    '\u0000',
    '🥢',
    '\ud800',
  ),
  maxLength: 30,
});
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const json = fc.jsonValue({ maxDepth: 3 });
const elsewhere = fc.oneof(json, anyText, tricky, fc.constant(null), fc.integer(), fc.double());

/** Valid values of each field a client message has, with some a step beside the rules. */
function valuesOf(field: string, known: Known): fc.Arbitrary<unknown> {
  const values: Record<string, fc.Arbitrary<unknown>> = {
    ref: fc.string({ maxLength: 70 }),
    playerKey: fc.constantFrom(known.playerKey, 'a-key-nobody-ever-issued-00', 'short'),
    name: fc.oneof(tricky, fc.constantFrom('Maria', 'Sinawali Hall', 'x'.repeat(25))),
    roomId: fc.constantFrom(known.roomId, 'no-such-room', 'has spaces', 'x'.repeat(65)),
    matchId: fc.constantFrom(known.matchId, 'no-such-match'),
    seq: fc.oneof(fc.nat({ max: 40 }), fc.integer({ min: -3, max: 2_000_000 }), fc.double()),
    action: fc.oneof(
      fc.constant({ type: 'chargeEnergy' }),
      fc.record({ type: fc.constant('playCard'), cardId: fc.integer({ min: -1, max: 80 }) }),
      fc.record({ type: fc.constant('timeUp'), side: fc.nat(1) }),
    ),
    fighterId: fc.constantFrom(1, 2, 3, '1'),
    text: fc.oneof(tricky, fc.string({ maxLength: 220 })),
    code: fc.oneof(fc.constantFrom('AbCdEfGh_-12', 'short', 'x'.repeat(13)), tricky),
  };
  const valid = values[field];
  if (!valid) throw new Error(`The fuzzer has no values for the field "${field}": add them here.`);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: elsewhere });
}

/** A message of each type from its schema, each field kept, changed or left out. */
function nearValid(known: Known): fc.Arbitrary<string> {
  return fc.constantFrom(...CLIENT_MESSAGE_TYPES).chain((type) => {
    const fields = Object.keys(CLIENT_MESSAGE_SCHEMAS[type].entries).filter((f) => f !== 'type');
    return fc
      .record({
        type: fc.oneof(
          { weight: 9, arbitrary: fc.constant<unknown>(type) },
          { weight: 1, arbitrary: elsewhere },
        ),
        values: fc.tuple(...fields.map((f) => fc.option(valuesOf(f, known), { nil: undefined, freq: 6 }))),
        extra: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), json, { maxKeys: 2 }), {
          nil: undefined,
        }),
      })
      .map(({ type: written, values, extra }) => {
        const message: Record<string, unknown> = { ...extra, type: written };
        fields.forEach((field, i) => {
          if (values[i] !== undefined) message[field] = values[i];
        });
        return JSON.stringify(message);
      });
  });
}

/**
 * Text over the message size: up to 20,000 UTF-16 units, at most 3 bytes each in UTF-8, so always
 * under the 64 KB frame limit.
 */
const huge = fc
  .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 20_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length))
  .map((text) =>
    text.length > MAX_CLIENT_MESSAGE_CHARS ? text : text.padEnd(MAX_CLIENT_MESSAGE_CHARS + 1, '{'),
  );

const text = (t: string): Frame => ({ kind: 'text', text: t });

export function frames(known: Known): fc.Arbitrary<Frame> {
  return fc.oneof(
    { weight: 6, arbitrary: nearValid(known).map(text) },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }).map(text) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map(text) },
    { weight: 1, arbitrary: huge.map(text) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes): Frame => ({ kind: 'binary', bytes })),
    },
  );
}
