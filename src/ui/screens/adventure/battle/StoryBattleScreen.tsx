import { startStoryBattle } from '../../../../state/adventure/index.ts';
import BattleScreen from '../../battle/BattleScreen.tsx';

/**
 * /ad_battle and /next_phase_ad: the story battle, in the same battle screen and scene as every
 * other battle; it begins from (or resumes) the adventure's encounter.
 */
export default function StoryBattleScreen() {
  return <BattleScreen resume={startStoryBattle} />;
}
