import { useNavigate } from '../../../routes/router/index.ts';
import { playSound } from '../../../../services/audio/audio.ts';
import { SecondaryButton } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import '../../../styles/parchment.css';
import '../../../styles/adventure-intro.css';

/** While the open adventure is read (after a reload, or from Continue Adventure). */
export function AdventureLoading() {
  return (
    <main className="adventure-wait">
      <Spinner label="Opening your adventure..." />
      <p aria-hidden="true">Opening your adventure...</p>
    </main>
  );
}

/** When the adventure cannot be opened: the reason ('Failed to load adventure data.', ...) and a way back. */
export function AdventureUnavailable({ error }: { error: string | null }) {
  const navigate = useNavigate();
  return (
    <main className="adventure-wait">
      <div className="adventure-wait-panel parchment" role="alert">
        <h1>The road is closed</h1>
        <p>{error ?? 'Failed to load adventure data.'}</p>
      </div>
      <SecondaryButton
        onClick={() => {
          playSound('click');
          navigate('/save');
        }}
      >
        Back to adventures
      </SecondaryButton>
    </main>
  );
}
