import { PrimaryButton, SecondaryButton } from '../../../components/Button.tsx';
import type { OpenSpoils } from './useSpoilsScreen.ts';

/** Why settling failed (with Try again), and Proceed Adventure once the purse has settled. */
export function SpoilsActions({ open }: { open: OpenSpoils }) {
  const { failure, retry, settled, proceeding, proceed } = open;
  return (
    <>
      {failure ? (
        <p className="spoils-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="spoils-actions">
        {failure ? <SecondaryButton onClick={retry}>Try again</SecondaryButton> : null}
        <PrimaryButton
          className="spoils-proceed"
          onClick={() => void proceed()}
          disabled={!settled || proceeding}
        >
          Proceed Adventure
        </PrimaryButton>
      </div>
    </>
  );
}
