import { useState } from 'react';
import { DangerButton, SecondaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';

export function LogoutDialog({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title="Logout" maxWidth={390} onDismiss={busy ? undefined : onCancel} testId="logout-dialog">
      <p className="dialog-text">Are you sure you want to logout?</p>
      <div className="dialog-actions">
        <SecondaryButton onClick={onCancel} disabled={busy}>
          Cancel
        </SecondaryButton>
        <DangerButton
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
            setBusy(false);
          }}
        >
          Logout
        </DangerButton>
      </div>
    </Dialog>
  );
}
