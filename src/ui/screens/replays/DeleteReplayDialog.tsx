import type { ReplayEntry } from '../../../state/replay/index.ts';
import { DangerButton, SecondaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { playedOn } from './download.ts';

interface DeleteReplayDialogProps {
  readonly entry: ReplayEntry;
  /** The deletion is under way: the dialog stays and its buttons wait. */
  readonly busy: boolean;
  onCancel(): void;
  onDelete(): void;
}

/** Asks before a replay leaves the list, saying what is lost (an adventure keeps its own record). */
export function DeleteReplayDialog({ entry, busy, onCancel, onDelete }: DeleteReplayDialogProps) {
  return (
    <Dialog
      title="Delete this replay?"
      maxWidth={520}
      onDismiss={() => (busy ? undefined : onCancel())}
      testId="delete-replay-dialog"
    >
      <p className="dialog-text">
        {entry.sides[0].name} against {entry.sides[1].name}, {playedOn(entry.endedAt)}.{' '}
        {entry.mode === 'adventure'
          ? 'The replay leaves this list; your adventure keeps its own record of the fight.'
          : 'The replay is gone for good. Export it first to keep a copy.'}
      </p>
      <div className="dialog-actions">
        <SecondaryButton onClick={onCancel} disabled={busy}>
          Cancel
        </SecondaryButton>
        <DangerButton onClick={onDelete} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </DangerButton>
      </div>
    </Dialog>
  );
}
