import { useEffect, useRef, useState } from 'react';
import type { BattleState } from '../../../engine/index.ts';
import { announcementsBetween, type BattleGlance } from './announcements.ts';

function glanceAt(state: BattleState, turnLabel: string, secondsLeft: number): BattleGlance {
  const figures = (side: 0 | 1) => {
    const fighter = state.sides[side];
    return {
      name: fighter.name,
      health: fighter.health,
      maxHealth: fighter.maxHealth,
      energy: fighter.energy,
      maxEnergy: fighter.maxEnergy,
    };
  };
  return { fighters: [figures(0), figures(1)], turnLabel, secondsLeft };
}

/**
 * A polite live region, seen by no one, that tells screen-reader players how the battle stands as
 * it changes: health and energy, whose turn it is, and the last 10 seconds of the clock. Nothing is
 * said when the screen opens (a reload reads the header instead).
 */
export function BattleAnnouncer(props: { state: BattleState; turnLabel: string; secondsLeft: number }) {
  const glance = glanceAt(props.state, props.turnLabel, props.secondsLeft);
  const previous = useRef<BattleGlance>(glance);
  const [said, setSaid] = useState('');
  // Compared by value: the store hands out a new state object on every tick of the clock.
  const key = JSON.stringify(glance);

  useEffect(() => {
    const before = previous.current;
    const after = JSON.parse(key) as BattleGlance;
    previous.current = after;
    const sentences = announcementsBetween(before, after);
    if (sentences.length) setSaid(sentences.join('. '));
  }, [key]);

  return (
    <div className="visually-hidden" aria-live="polite" data-testid="battle-announcer">
      {said}
    </div>
  );
}
