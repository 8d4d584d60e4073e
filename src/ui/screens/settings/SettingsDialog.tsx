import { useSettingsStore, changeSettings, type AnimationSpeed } from '../../../state/settings.ts';
import { playSound } from '../../../services/audio/audio.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { PrimaryButton } from '../../components/Button.tsx';
import { markReducedMotion } from '../../shell/reducedMotion.ts';

const SPEEDS: readonly { value: AnimationSpeed; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'fast', label: 'Fast' },
  { value: 'instant', label: 'Instant' },
];

/** Settings, from the main menu and the pause dialog; remembered in this browser. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useSettingsStore();
  const slider = (key: 'master' | 'music' | 'effects', label: string) => (
    <label className="settings-row">
      <span>{label}</span>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={Math.round(settings[key] * 100)}
        onChange={(event) => changeSettings({ [key]: Number(event.target.value) / 100 })}
        onPointerUp={() => playSound('click')}
      />
      <output>{Math.round(settings[key] * 100)}%</output>
    </label>
  );
  return (
    <Dialog title="Settings" maxWidth={520} onDismiss={onClose} testId="settings-dialog">
      <div className="settings-grid">
        {slider('master', 'Master volume')}
        {slider('music', 'Music volume')}
        {slider('effects', 'Effects volume')}
        <label className="settings-row">
          <span>Mute</span>
          <input
            type="checkbox"
            checked={settings.muted}
            onChange={(e) => changeSettings({ muted: e.target.checked })}
          />
        </label>
        <fieldset className="settings-row settings-speed">
          <legend>Animation speed</legend>
          {SPEEDS.map((speed) => (
            <label key={speed.value}>
              <input
                type="radio"
                name="animation-speed"
                value={speed.value}
                checked={settings.speed === speed.value}
                onChange={() => changeSettings({ speed: speed.value })}
              />
              {speed.label}
            </label>
          ))}
        </fieldset>
        <label className="settings-row">
          <span>Reduced motion</span>
          <input
            type="checkbox"
            checked={settings.reducedMotion}
            onChange={(e) => {
              changeSettings({ reducedMotion: e.target.checked });
              // The style sheets follow at once (theme.css stills CSS animations under the mark).
              markReducedMotion(e.target.checked);
            }}
          />
        </label>
      </div>
      <div className="dialog-actions">
        <PrimaryButton onClick={onClose}>Done</PrimaryButton>
      </div>
    </Dialog>
  );
}
