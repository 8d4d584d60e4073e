import { resumeWatching } from '../../../state/online/index.ts';
import BattleScreen from '../battle/BattleScreen.tsx';

/**
 * /watch (docs/game-design.md §6.1 "Spectators"): a live online match as a spectator sees it, on
 * the battle screen every mode shares; the watched plan makes it show no hand and take no move.
 */
export default function WatchScreen() {
  return <BattleScreen resume={resumeWatching} />;
}
