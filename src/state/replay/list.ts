// The replay list: the player's finished battles of every mode, newest first, a page at a time,
// each rebuilt by the engine to say how it went (turns, final health) and whether it can still be
// replayed exactly.
import { LOCATION_BY_ID } from '../../content/index.ts';
import type { SideIndex } from '../../engine/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import type { BattleListing, JsonValue } from '../../services/backend/index.ts';
import { artOf } from '../../engine/plan/combatants.ts';
import { MODES, sideRole } from '../../engine/modes/modes.ts';
import type { BattleMode, BattlePlan } from '../battle/types.ts';
import { contentVersion } from '../../engine/replay/contentVersion.ts';
import { readReplayPlan, replayFileText } from '../../engine/replay/file.ts';
import { replayFile, replayFileName } from './file.ts';
import { buildReplay, readActions, resultOf } from '../../engine/replay/replay.ts';
import type { Replay } from '../../engine/replay/replay.ts';

/** Replays per page of the list. */
export const REPLAYS_PER_PAGE = 6;

export interface ReplaySide {
  /** The fighter's, hero's or enemy's name. */
  readonly name: string;
  /** 'You', 'Computer', 'Player 1', 'Hero', 'Enemy', online the player's name. */
  readonly role: string;
  /** The manifest key of the combatant's art (its avatar), or null for none. */
  readonly art: string | null;
}

export interface ReplayEntry {
  readonly id: string;
  readonly mode: BattleMode;
  /** 'Versus computer', 'Two players', 'Story battle', 'Online'. */
  readonly modeLabel: string;
  /** The computer's level, or the story battle's place, or null. */
  readonly detail: string | null;
  readonly sides: readonly [ReplaySide, ReplaySide];
  /** The stored winner (0 or 1), or null when the record names none. */
  readonly winner: SideIndex | null;
  /** Turns the battle took and both healths at the end, as the engine replays it. */
  readonly turns: number | null;
  readonly health: readonly [number, number] | null;
  /** Both sides' full health, for the bars. */
  readonly maxHealth: readonly [number, number] | null;
  /** When the battle ended. */
  readonly endedAt: string;
  /** Why it cannot be replayed exactly, or null when it can. */
  readonly problem: string | null;
  /** The battle rebuilt, for its file; null when it cannot be replayed. */
  readonly replay: Replay | null;
}

export interface ReplayPage {
  readonly entries: ReplayEntry[];
  readonly total: number;
  /** The page shown (from 0) and how many there are. */
  readonly page: number;
  readonly pages: number;
}

const LEVEL_NAMES = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
  expert: 'Expert',
  classic: 'Classic',
} as const;

/** The content version a stored battle records beside its plan (battles before replays have none). */
function recordedContent(setup: JsonValue): string | null {
  if (!setup || typeof setup !== 'object' || Array.isArray(setup)) return null;
  const content = setup.content;
  return typeof content === 'string' ? content : null;
}

export type StoredReplay =
  { ok: true; replay: Replay; winner: SideIndex | null; endedAt: string } | { ok: false; message: string };

export const STORED_REPLAY_MESSAGES = Object.freeze({
  unreadable: 'This battle cannot be replayed: its record cannot be read.',
  otherRules: 'This battle was played under other card rules, so it cannot be replayed exactly.',
  doesNotReplay:
    'This battle cannot be replayed exactly: its moves no longer play out as they did (the cards have changed since).',
  notOver: 'This battle is still being fought; its replay opens once it has ended.',
  missing: 'This replay does not exist any more.',
});

/**
 * A stored finished battle rebuilt by the engine: refused when its record cannot be read, when it
 * was played under other card rules, or when its moves no longer lead to the winner it recorded.
 */
export function replayOfRecord(record: {
  setup: JsonValue;
  status: string;
  winner: 0 | 1 | null;
  updated_at: string;
  actions: readonly JsonValue[];
}): StoredReplay {
  if (record.status !== 'finished') return { ok: false, message: STORED_REPLAY_MESSAGES.notOver };
  const plan = readReplayPlan(record.setup);
  const actions = readActions(record.actions);
  if (!plan || !actions) return { ok: false, message: STORED_REPLAY_MESSAGES.unreadable };
  const content = recordedContent(record.setup);
  if (content !== null && content !== contentVersion())
    return { ok: false, message: STORED_REPLAY_MESSAGES.otherRules };
  const built = buildReplay(plan, actions);
  if (!built.ok) return { ok: false, message: STORED_REPLAY_MESSAGES.doesNotReplay };
  const replayed = resultOf(built.replay).winner;
  // A knockout must come out the same; online, a forfeit ends a match the engine has not ended.
  if (replayed !== null ? replayed !== record.winner : plan.mode !== 'online') {
    return { ok: false, message: STORED_REPLAY_MESSAGES.doesNotReplay };
  }
  return { ok: true, replay: built.replay, winner: record.winner, endedAt: record.updated_at };
}

function sidesOf(plan: BattlePlan, replay: Replay | null): readonly [ReplaySide, ReplaySide] {
  const side = (index: SideIndex): ReplaySide => ({
    name: replay?.opening.sides[index].name ?? '?',
    role: sideRole(plan, index),
    art: artOf(plan.sides[index]),
  });
  return [side(0), side(1)];
}

function detailOf(plan: BattlePlan): string | null {
  if (plan.mode === 'versus_computer') return LEVEL_NAMES[plan.level];
  // A match this player watched as a spectator, not one they played.
  if (plan.online?.watched) return 'watched';
  if (plan.place !== 'arena') return LOCATION_BY_ID.get(plan.place)?.name ?? null;
  return null;
}

export function entryOf(listing: BattleListing): ReplayEntry | null {
  const plan = readReplayPlan(listing.setup);
  if (!plan) return null;
  const stored = replayOfRecord(listing);
  const replay = stored.ok ? stored.replay : null;
  const result = replay ? resultOf(replay) : null;
  return {
    id: listing.id,
    mode: plan.mode,
    modeLabel: MODES[plan.mode].label,
    detail: detailOf(plan),
    sides: sidesOf(plan, replay ?? openingOnly(plan)),
    winner: listing.winner,
    turns: result?.turns ?? null,
    health: result?.health ?? null,
    maxHealth: replay ? [replay.opening.sides[0].maxHealth, replay.opening.sides[1].maxHealth] : null,
    endedAt: listing.updated_at,
    problem: stored.ok ? null : stored.message,
    replay,
  };
}

/** The battle as it began, for naming the sides of a battle that no longer replays. */
function openingOnly(plan: BattlePlan): Replay | null {
  const built = buildReplay(plan, []);
  return built.ok ? built.replay : null;
}

/** One page of the player's replays (from 0); a page past the end shows the last one. */
export async function listReplays(page: number): Promise<ReplayPage> {
  const battles = getBackend().battles;
  let at = Math.max(0, Math.floor(page));
  let listed = await battles.listBattles({ limit: REPLAYS_PER_PAGE, offset: at * REPLAYS_PER_PAGE });
  const pages = Math.max(1, Math.ceil(listed.total / REPLAYS_PER_PAGE));
  if (listed.battles.length === 0 && listed.total > 0 && at >= pages) {
    at = pages - 1;
    listed = await battles.listBattles({ limit: REPLAYS_PER_PAGE, offset: at * REPLAYS_PER_PAGE });
  }
  const entries = listed.battles.map(entryOf).filter((entry): entry is ReplayEntry => entry !== null);
  return { entries, total: listed.total, page: at, pages };
}

/** Deletes a replay (a story battle's record stays for its adventure, off the list). */
export async function deleteReplay(battleId: string): Promise<void> {
  await getBackend().battles.deleteBattle(battleId);
}

/** A listed replay as a file to download, or null when it cannot be replayed. */
export function exportedEntry(entry: ReplayEntry): { name: string; text: string } | null {
  if (!entry.replay) return null;
  return {
    name: replayFileName(entry.replay, entry.endedAt),
    text: replayFileText(replayFile(entry.replay, { playedAt: entry.endedAt, winner: entry.winner })),
  };
}
