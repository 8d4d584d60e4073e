import { useState } from 'react';
import { PrimaryButton, SecondaryButton, DangerButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { RulesDialog } from '../rules/RulesDialog.tsx';
import { SettingsDialog } from '../settings/SettingsDialog.tsx';
import { PAUSE_DIALOG_WIDTH } from '../../layout.ts';

/**
 * 'Game Paused' (docs/game-design.md §2.8, max width 700): Resume, Restart, Main Menu; and the rules and
 * settings. A story battle cannot be restarted (docs/game-design.md §5.7: Resume and Main Menu), so it passes
 * no onRestart. An online match cannot stop its clock (the other player is waiting), and leaving it forfeits
 * it. A spectator pauses nothing either: the dialog only offers to stop watching.
 */
export function PauseDialog(props: {
  online?: boolean;
  watching?: boolean;
  onResume: () => void;
  onRestart?: (() => void) | undefined;
  onMainMenu: () => void;
}) {
  const [settings, setSettings] = useState(false);
  const [rules, setRules] = useState(false);
  if (settings) return <SettingsDialog onClose={() => setSettings(false)} />;
  // The rules open in place of the pause dialog; the battle stays paused beneath them.
  if (rules) return <RulesDialog onClose={() => setRules(false)} />;
  if (props.watching)
    return (
      <Dialog title="Watching" maxWidth={PAUSE_DIALOG_WIDTH} onDismiss={props.onResume} testId="pause-dialog">
        <p className="dialog-text">
          The match goes on while this is open. Stop watching takes you back to the rooms.
        </p>
        <div className="dialog-actions pause-actions">
          <PrimaryButton onClick={props.onResume}>Keep watching</PrimaryButton>
          <SecondaryButton onClick={() => setRules(true)}>Rules</SecondaryButton>
          <SecondaryButton onClick={() => setSettings(true)}>Settings</SecondaryButton>
          <DangerButton onClick={props.onMainMenu}>Stop watching</DangerButton>
        </div>
      </Dialog>
    );
  return (
    <Dialog
      title="Game Paused"
      maxWidth={PAUSE_DIALOG_WIDTH}
      onDismiss={props.onResume}
      testId="pause-dialog"
    >
      <p className="dialog-text">
        {props.online
          ? 'Your opponent is waiting: the turn timer keeps running. Main Menu leaves the match and forfeits it.'
          : 'The timer is stopped. Catch your breath, then step back into the circle.'}
      </p>
      <div className="dialog-actions pause-actions">
        <PrimaryButton onClick={props.onResume}>Resume</PrimaryButton>
        {props.onRestart ? <SecondaryButton onClick={props.onRestart}>Restart</SecondaryButton> : null}
        <SecondaryButton onClick={() => setRules(true)}>Rules</SecondaryButton>
        <SecondaryButton onClick={() => setSettings(true)}>Settings</SecondaryButton>
        <DangerButton onClick={props.onMainMenu}>Main Menu</DangerButton>
      </div>
    </Dialog>
  );
}
