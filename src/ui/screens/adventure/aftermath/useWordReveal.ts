import { useEffect, useState } from 'react';
import { speedScale, useSettingsStore } from '../../../../state/settings.ts';

/** A storyteller's pace on screen at normal speed (the animation-speed setting scales it). */
export const REVEAL_WORD_MS = 45;

const words = (text: string): string[] => text.match(/\s*\S+\s*/g) ?? [];

/**
 * Shows a growing text word by word. Text that was already told when it came on screen (a reload
 * shows the kept tale) appears at once, and so does every text at the 'instant' speed or with
 * reduced motion. `done` is true once every word of the text so far is on screen.
 */
export function useWordReveal(text: string, instantly: boolean): { shown: string; done: boolean } {
  const reducedMotion = useSettingsStore((settings) => settings.reducedMotion);
  const all = words(text);
  const [count, setCount] = useState(0);
  const instant = instantly || reducedMotion || speedScale() === 0;
  const total = all.length;
  const visible = instant ? total : Math.min(count, total);

  useEffect(() => {
    if (visible >= total) return;
    const timer = window.setTimeout(() => setCount(visible + 1), REVEAL_WORD_MS * speedScale());
    return () => window.clearTimeout(timer);
  }, [visible, total]);

  return { shown: all.slice(0, visible).join(''), done: visible >= total };
}
