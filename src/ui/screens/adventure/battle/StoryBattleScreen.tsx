import toast from 'react-hot-toast';
import { startStoryBattle } from '../../../../state/adventure/index.ts';
import BattleScreen from '../../battle/BattleScreen.tsx';

/** Begins or resumes the encounter's battle; a start the backend refused says why, on the map. */
const beginOrResume = () => startStoryBattle((message) => toast.error(message));

/**
 * /ad_battle and /next_phase_ad: the story battle, in the same battle screen and scene as every
 * other battle; it begins from (or resumes) the adventure's encounter.
 */
export default function StoryBattleScreen() {
  return <BattleScreen resume={beginOrResume} />;
}
