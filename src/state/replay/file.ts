// A replay written as a file: the file's shape and its reading are the engine's
// (src/engine/replay/file.ts); writing one reads the clock and the game's build version.
import type { SideIndex } from '../../engine/index.ts';
import type { JsonValue } from '../../services/backend/index.ts';
import { planJson } from '../../engine/plan/planSchema.ts';
import { contentVersion } from '../../engine/replay/contentVersion.ts';
import { REPLAY_FORMAT, REPLAY_FORMAT_VERSION } from '../../engine/replay/file.ts';
import type { ReplayFile } from '../../engine/replay/file.ts';
import { resultOf } from '../../engine/replay/replay.ts';
import type { Replay } from '../../engine/replay/replay.ts';

/** The game's version for the file's `game` field (defined by the build; absent in unit tests). */
function gameVersion(): string {
  return typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
}

/** A replay as a file's contents. `winner` is the record's (online, a forfeit has one the engine has not). */
export function replayFile(
  replay: Replay,
  options: { playedAt: string | null; winner?: SideIndex | null; now?: Date },
): ReplayFile {
  const result = resultOf(replay);
  const winner = options.winner === undefined ? result.winner : options.winner;
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_FORMAT_VERSION,
    content: contentVersion(),
    game: gameVersion(),
    exportedAt: (options.now ?? new Date()).toISOString(),
    battle: {
      playedAt: options.playedAt,
      plan: planJson(replay.plan) as { [key: string]: JsonValue },
      actions: replay.moves.map((move) => move.action),
      result: {
        ...result,
        health: [result.health[0], result.health[1]],
        winner,
        ending: result.winner === null && winner !== null ? 'forfeit' : 'knockout',
      },
    },
  };
}

/** A name for the downloaded file: sinawali-replay-2025-11-25-kidlat-vs-alon.json. */
export function replayFileName(replay: Replay, playedAt: string | null): string {
  const slug = (name: string) =>
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'fighter';
  const [one, two] = replay.opening.sides;
  const day = (playedAt ?? new Date().toISOString()).slice(0, 10);
  return `sinawali-replay-${day}-${slug(one.name)}-vs-${slug(two.name)}.json`;
}
