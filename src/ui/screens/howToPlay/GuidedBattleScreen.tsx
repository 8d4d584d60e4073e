import { useEffect } from 'react';
import { resumeGuidedBattle, stopGuide } from '../../../state/tutorial/guide.ts';
import BattleScreen from '../battle/BattleScreen.tsx';
import { GuidePointer } from './GuidePointer.tsx';

/**
 * /how_to_play/battle: the guided battle, in the same battle screen and scene as every other
 * battle, with the guide's pointers over it. A reload resumes the battle at its pointer.
 */
export default function GuidedBattleScreen() {
  useEffect(() => stopGuide, []);
  return (
    <>
      <BattleScreen resume={resumeGuidedBattle} />
      <GuidePointer />
    </>
  );
}
