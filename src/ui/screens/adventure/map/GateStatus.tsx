import { useNavigate } from '../../../routes/router/index.ts';
import type { AdventureState } from '../../../../state/adventure/index.ts';
import { SecondaryButton } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import '../../../styles/adventure-map.css';

/**
 * What an adventure screen shows until its adventure is open: the spinner while it is read, or why
 * it could not be read ('Failed to load adventure data.', ...) with the way back to the list.
 */
export function GateStatus({ state }: { state: Pick<AdventureState, 'status' | 'error'> }) {
  const navigate = useNavigate();
  if (state.status === 'failed')
    return (
      <main className="adventure-gate" data-testid="adventure-failed">
        <p role="alert" className="adventure-gate-error">
          {state.error ?? 'Failed to load adventure data.'}
        </p>
        <SecondaryButton onClick={() => navigate('/save')}>Your adventures</SecondaryButton>
      </main>
    );
  return (
    <main className="adventure-gate" data-testid="adventure-loading">
      <Spinner label="Opening your adventure..." />
      <p className="adventure-gate-note" aria-hidden="true">
        Opening your adventure...
      </p>
    </main>
  );
}
