// The replay file a player exports and another opens: JSON, versioned, naming the content it was
// played under (src/state/replay/file.ts writes one, with the clock and the game's version).
// Opening one checks everything before anything is shown: that it is a replay, of a
// format this game reads, played under these cards, and that its moves really play out from its
// seed to the result it claims (so a changed file is refused, never shown wrongly).
import * as v from 'valibot';
import type { SideIndex } from '../battle/types.ts';
import type { JsonValue } from '../json.ts';
import { readPlan } from '../plan/planSchema.ts';
import type { BattlePlan } from '../plan/planSchema.ts';
import { contentVersion } from './contentVersion.ts';
import { ACTION_SCHEMA, buildReplay, describeAction, resultOf, stateAt } from './replay.ts';
import type { Replay } from './replay.ts';

export const REPLAY_FORMAT = 'sinawali-showdown-replay';
export const REPLAY_FORMAT_VERSION = 1;
/** Larger than any battle's log many times over; a bigger file is not a replay. */
export const REPLAY_FILE_MAX_BYTES = 1_000_000;
/** More moves than any battle takes (the engine's simulations end within 200 turns). */
const MOVES_MAX = 2000;

const WHOLE = v.pipe(v.number(), v.integer());
const SIDE = v.picklist([0, 1] as const);
const NAME = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

/** How an ended battle ended: a knockout, or (online) a player who left or ran out of the match's time. */
const ENDING = v.picklist(['knockout', 'forfeit'] as const);
export type ReplayEnding = v.InferOutput<typeof ENDING>;

/** The file's one shape: its type is read off this schema, and every opened file is read through it. */
const FILE_SCHEMA = v.object({
  format: v.literal(REPLAY_FORMAT),
  version: v.literal(REPLAY_FORMAT_VERSION),
  /** The content version (src/engine/replay/contentVersion.ts) the battle was played under. */
  content: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  /** The game version that wrote the file (for people; the content version decides). */
  game: v.pipe(v.string(), v.maxLength(40)),
  exportedAt: v.pipe(v.string(), v.maxLength(40)),
  battle: v.object({
    /** When the battle ended, as its record says. */
    playedAt: v.nullable(v.pipe(v.string(), v.maxLength(40))),
    /** The battle's plan: mode, seed, combatants, level, place, who attacks first; online, the seat. */
    plan: v.pipe(
      v.record(v.string(), v.unknown()),
      // Read from JSON text, so it is JSON; readReplayPlan then reads it as a plan.
      v.transform((plan) => plan as { [key: string]: JsonValue }),
    ),
    actions: v.pipe(v.array(ACTION_SCHEMA), v.maxLength(MOVES_MAX)),
    result: v.object({
      winner: v.nullable(SIDE),
      health: v.tuple([WHOLE, WHOLE]),
      turns: v.pipe(WHOLE, v.minValue(1)),
      ending: ENDING,
    }),
  }),
});

export type ReplayFile = v.InferOutput<typeof FILE_SCHEMA>;

/** An online match seen from one seat: the two fixed fighters in the arena, Player 1 first. */
const ONLINE_PLAN = v.object({
  mode: v.literal('online'),
  seed: WHOLE,
  sides: v.tuple([
    v.object({ kind: v.literal('fighter'), fighterId: v.picklist([1, 2] as const) }),
    v.object({ kind: v.literal('fighter'), fighterId: v.picklist([1, 2] as const) }),
  ]),
  level: v.fallback(v.picklist(['easy', 'normal', 'hard', 'expert', 'classic'] as const), 'classic'),
  place: v.fallback(v.literal('arena'), 'arena'),
  first: v.optional(v.literal(0), 0),
  online: v.object({
    matchId: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
    seat: SIDE,
    names: v.tuple([NAME, NAME]),
    watched: v.optional(v.literal(true)),
  }),
});

/** A stored or imported plan of any mode, or null when it cannot be read. */
export function readReplayPlan(value: unknown): BattlePlan | null {
  if (value && typeof value === 'object' && (value as { mode?: unknown }).mode === 'online') {
    const online = v.safeParse(ONLINE_PLAN, value);
    return online.success ? online.output : null;
  }
  return readPlan(value as JsonValue);
}

export function replayFileText(file: ReplayFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type OpenedReplay =
  | { ok: true; replay: Replay; playedAt: string | null; winner: SideIndex | null; file: ReplayFile }
  | { ok: false; message: string };

const refuse = (message: string): OpenedReplay => ({ ok: false, message });

/** Where in the file a schema issue is, in words: 'battle.actions[3].cardId'. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key);
  return keys.reduce<string>(
    (path, key) =>
      typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${String(key)}` : String(key),
    '',
  );
}

/**
 * Reads a replay file's text and checks it through: a refusal says why in a sentence the player
 * can act on (a different file, a newer game, other card rules, a file that was changed).
 */
export function readReplayFile(text: string): OpenedReplay {
  if (text.length > REPLAY_FILE_MAX_BYTES) return refuse('This file is too large to be a replay.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('This file is not a Sinawali Showdown replay: it is not JSON.');
  }
  const head = data as { format?: unknown; version?: unknown } | null;
  if (!head || typeof head !== 'object' || head.format !== REPLAY_FORMAT)
    return refuse('This file is not a Sinawali Showdown replay.');
  if (head.version !== REPLAY_FORMAT_VERSION) {
    const version = typeof head.version === 'number' ? `version ${head.version}` : 'an unknown version';
    return refuse(
      `This replay file is in ${version} of the replay format; this game reads version ${REPLAY_FORMAT_VERSION}. A newer version of the game may open it.`,
    );
  }
  const parsed = v.safeParse(FILE_SCHEMA, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? pathOf(issue) : '';
    return refuse(
      `This replay file is damaged${where ? ` at ${where}` : ''}: ${issue?.message ?? 'unreadable'}.`,
    );
  }
  const file = parsed.output;
  if (file.content !== contentVersion()) {
    return refuse(
      `This replay was played under other card rules (content ${file.content}; this game has ${contentVersion()}), so it cannot be replayed exactly.`,
    );
  }
  const plan = readReplayPlan(file.battle.plan);
  if (!plan) return refuse('This replay file is damaged: its battle setup cannot be read.');
  const built = buildReplay(plan, file.battle.actions);
  if (!built.ok) {
    const at = built.move > 0 ? file.battle.actions[built.move - 1] : undefined;
    const partial = buildReplay(plan, file.battle.actions.slice(0, Math.max(0, built.move - 1)));
    const before = partial.ok ? stateAt(partial.replay, built.move - 1) : null;
    const what = at && before ? ` (${describeAction(before, at)})` : '';
    return refuse(
      `This replay does not play out from its seed: move ${built.move}${what} is not possible there. The file has been changed.`,
    );
  }
  const replayed = resultOf(built.replay);
  const claimed = file.battle.result;
  const sameEnd =
    claimed.ending === 'knockout' ? replayed.winner === claimed.winner : replayed.winner === null;
  if (
    !sameEnd ||
    replayed.turns !== claimed.turns ||
    replayed.health[0] !== claimed.health[0] ||
    replayed.health[1] !== claimed.health[1]
  ) {
    return refuse(
      'This replay does not play out from its seed: its moves do not end the way the file says. The file has been changed.',
    );
  }
  return { ok: true, replay: built.replay, playedAt: file.battle.playedAt, winner: claimed.winner, file };
}
