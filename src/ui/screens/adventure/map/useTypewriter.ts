import { useEffect, useState } from 'react';
import { speedScale, useSettingsStore } from '../../../../state/settings.ts';

/** The pace of a telling on screen at normal speed: a storyteller's, not a printer's. */
export const WORD_MS = 45;

const words = (text: string): string[] => text.match(/\s*\S+\s*/g) ?? [];

/**
 * Shows `text` word by word as it grows (the storyteller streams it into the store), at WORD_MS a
 * word scaled by the animation-speed setting. `scene` names the scene being told: a new one starts
 * from its first word. A scene that was already told when it came on screen (`told`: a reload
 * shows it as it was) shows at once, and so does every scene at 'instant' speed or with reduced
 * motion. `done` is true once every word is on screen; `finish` shows the rest at once.
 */
export function useTypewriter(
  text: string,
  scene: string,
  told: boolean,
): { shown: string; done: boolean; finish: () => void } {
  const reducedMotion = useSettingsStore((settings) => settings.reducedMotion);
  const all = words(text);
  const [state, setState] = useState(() => ({ scene, instant: told, count: 0 }));
  if (state.scene !== scene) setState({ scene, instant: told, count: 0 });

  const instant = state.instant || reducedMotion || speedScale() === 0;
  const total = all.length;
  const count = instant ? total : Math.min(state.count, total);
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(
      () => setState((now) => ({ ...now, count: now.count + 1 })),
      WORD_MS * speedScale(),
    );
    return () => window.clearTimeout(timer);
  }, [count, total]);

  return {
    shown: all.slice(0, count).join(''),
    done: count >= total,
    finish: () => setState((now) => ({ ...now, instant: true })),
  };
}
