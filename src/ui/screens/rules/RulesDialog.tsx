import { PrimaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { RulesReference } from './RulesReference.tsx';
import '../../styles/rules.css';

/** The rules over the pause dialog: the battle stays paused underneath, Back returns to the pause. */
export function RulesDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Rules" maxWidth={880} onDismiss={onClose} testId="rules-dialog">
      {/* Focusable (and focused first), so the arrow keys scroll it. */}
      <div className="rules-dialog-body" tabIndex={0} aria-label="Rules">
        <RulesReference headingLevel={3} />
      </div>
      <div className="dialog-actions">
        <PrimaryButton onClick={onClose}>Back</PrimaryButton>
      </div>
    </Dialog>
  );
}
