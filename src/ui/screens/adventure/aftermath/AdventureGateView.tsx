import { useNavigate } from '../../../routes/router/index.ts';
import { playSound } from '../../../../services/audio/audio.ts';
import type { AdventureState } from '../../../../state/adventure/index.ts';
import { SecondaryButton } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import '../../../styles/parchment.css';
import '../../../styles/adventure-aftermath.css';

/**
 * What the aftermath, reward, jail and store screens show until their adventure is open: the
 * spinner while it is read (a reload reads it again), or why it could not be read ('Failed to load
 * adventure data.', ...) with the way back to the list of adventures.
 */
export function AdventureGateView({ state }: { state: Pick<AdventureState, 'status' | 'error'> }) {
  const navigate = useNavigate();
  if (state.status === 'failed') {
    return (
      <main className="spoils-gate" data-testid="adventure-failed">
        <div className="spoils-gate-panel parchment" role="alert">
          <h1>The road is closed</h1>
          <p>{state.error ?? 'Failed to load adventure data.'}</p>
        </div>
        <SecondaryButton
          onClick={() => {
            playSound('click');
            navigate('/save');
          }}
        >
          Your adventures
        </SecondaryButton>
      </main>
    );
  }
  return (
    <main className="spoils-gate" data-testid="adventure-loading">
      <Spinner label="Opening your adventure..." />
      <p aria-hidden="true">Opening your adventure...</p>
    </main>
  );
}
