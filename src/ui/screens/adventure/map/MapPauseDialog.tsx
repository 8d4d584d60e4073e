import { useState } from 'react';
import { DangerButton, PrimaryButton, SecondaryButton } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { SettingsDialog } from '../../settings/SettingsDialog.tsx';
import { PAUSE_DIALOG_WIDTH } from '../../../layout.ts';

/** The map's MENU (docs/game-design.md §5.5): titled like the battle's pause, with Resume and Main Menu. */
export function MapPauseDialog({ onResume, onMainMenu }: { onResume: () => void; onMainMenu: () => void }) {
  const [settings, setSettings] = useState(false);
  if (settings) return <SettingsDialog onClose={() => setSettings(false)} />;
  return (
    <Dialog title="Game Paused" maxWidth={PAUSE_DIALOG_WIDTH} onDismiss={onResume} testId="pause-dialog">
      <p className="dialog-text">
        The road waits for you. Your journey is saved at every step, so the main menu loses nothing.
      </p>
      <div className="dialog-actions pause-actions">
        <PrimaryButton onClick={onResume}>Resume</PrimaryButton>
        <SecondaryButton onClick={() => setSettings(true)}>Settings</SecondaryButton>
        <DangerButton onClick={onMainMenu}>Main Menu</DangerButton>
      </div>
    </Dialog>
  );
}
