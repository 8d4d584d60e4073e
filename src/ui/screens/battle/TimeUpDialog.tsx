import { MSG } from '../../../engine/index.ts';
import { acknowledgeTimeUp } from '../../../state/battle/index.ts';
import { PrimaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TIME_UP_DIALOG_WIDTH } from '../../layout.ts';

/** The time's-up dialog (docs/game-design.md §2.8, max width 400); OK moves to the other side's screen. */
export function TimeUpDialog() {
  return (
    <Dialog title="Time's up!" maxWidth={TIME_UP_DIALOG_WIDTH} testId="time-up-dialog">
      <p className="dialog-text">{MSG.timeUpDialog}</p>
      <div className="dialog-actions">
        <PrimaryButton onClick={acknowledgeTimeUp}>OK</PrimaryButton>
      </div>
    </Dialog>
  );
}
