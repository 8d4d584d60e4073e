import { useState } from 'react';
import { useNavigate } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { playSound } from '../../../../services/audio/audio.ts';
import { proceedAdventure } from '../../../../state/adventure/index.ts';

/** Proceed Adventure: the encounter is closed and the journey goes back to the map. */
export function useProceed(): { proceeding: boolean; proceed: () => Promise<void> } {
  const navigate = useNavigate();
  const [proceeding, setProceeding] = useState(false);
  const proceed = async () => {
    if (proceeding) return;
    playSound('click');
    setProceeding(true);
    const outcome = await proceedAdventure();
    if (outcome.ok) {
      navigate('/story_base', { replace: true });
      return;
    }
    toast.error(outcome.message ?? 'An error occurred. Please try again later.');
    setProceeding(false);
  };
  return { proceeding, proceed };
}
