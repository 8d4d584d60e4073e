import { DangerButton, SecondaryButton } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';

/** Spec 001 §2 "Adventure list": Delete asks first, in these words. */
export function DeleteAdventureDialog({
  title,
  busy,
  onCancel,
  onDelete,
}: {
  title: string;
  busy: boolean;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog
      title="Confirm Deletion"
      subtitle={title}
      maxWidth={480}
      onDismiss={busy ? undefined : onCancel}
      testId="confirm-deletion"
    >
      <p className="dialog-text">
        Are you sure you want to delete this adventure? This action cannot be undone.
      </p>
      <div className="dialog-actions">
        <SecondaryButton onClick={onCancel} disabled={busy}>
          Cancel
        </SecondaryButton>
        <DangerButton onClick={onDelete} disabled={busy}>
          Delete
        </DangerButton>
      </div>
    </Dialog>
  );
}
