import { useCallback, useEffect, useState } from 'react';
import { FIGHTER_BY_ID } from '../../../content/index.ts';
import { useSettingsStore } from '../../../state/settings.ts';
import { FighterSprite } from './FighterSprite.tsx';

/** Between strikes the fighter breathes in its guard this long. */
const STRIKE_EVERY_MS = 6500;

function Preview({ art }: { art: string }) {
  const still = useSettingsStore((s) => s.reducedMotion);
  // A fighter strikes when chosen, then breathes in its guard and strikes again now and then.
  const [move, setMove] = useState<'attackA' | 'idle'>('attackA');
  const backToGuard = useCallback(() => setMove('idle'), []);

  useEffect(() => {
    if (move !== 'idle' || still) return;
    const timer = window.setTimeout(() => setMove('attackA'), STRIKE_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, [move, still]);

  return (
    <FighterSprite
      art={art}
      animation={still ? 'idle' : move}
      still={still}
      onDone={backToGuard}
      className="fighter-preview-figure"
    />
  );
}

/** The animated preview of the chosen fighter, played from its sprite sheet. */
export function FighterPreview({ fighterId }: { fighterId: number }) {
  const art = FIGHTER_BY_ID.get(fighterId)?.art ?? 'fighter.kidlat';
  return (
    <div className={`select-preview fighter-${fighterId}`} aria-hidden="true">
      <div className="select-preview-glow" />
      <Preview key={art} art={art} />
    </div>
  );
}
