import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { CONFIRM_DIALOG_WIDTH } from '../../layout.ts';

/** The confirm dialog of the character select (docs/game-design.md §2.7, max width 600). */
export function ConfirmFighterDialog(props: {
  name: string;
  /** Neither button can be pressed now. */
  busy: boolean;
  /** Sure was pressed and its choice is on its way (the progress cursor, not "not allowed"). */
  sending: boolean;
  onCancel: () => void;
  onSure: () => void;
}) {
  return (
    <Dialog
      title="Ready to fight?"
      maxWidth={CONFIRM_DIALOG_WIDTH}
      onDismiss={props.onCancel}
      testId="confirm-fighter"
    >
      <p className="dialog-text">{`Are you sure you want to proceed with ${props.name}?`}</p>
      <div className="dialog-actions">
        <SecondaryButton onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </SecondaryButton>
        <PrimaryButton onClick={props.onSure} disabled={props.busy} aria-busy={props.sending}>
          Sure
        </PrimaryButton>
      </div>
    </Dialog>
  );
}
