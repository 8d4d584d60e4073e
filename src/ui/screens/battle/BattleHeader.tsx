import type { ReactNode } from 'react';
import type { SideIndex } from '../../../engine/index.ts';
import type { ActiveEffect, BattleState } from '../../../engine/index.ts';
import { artOf, sideRole } from '../../../state/battle/index.ts';
import type { BattlePlan } from '../../../state/battle/index.ts';
import { avatarUrl } from '../../art/fighterArt.ts';
import '../../styles/fighters.css';
import {
  HEALTH_BAR_ORANGE_ABOVE,
  HEALTH_BAR_YELLOW_ABOVE,
  LOW_HEALTH_BORDER_AT,
  TIMER_ORANGE_AT_SECONDS,
  TIMER_RED_AT_SECONDS,
} from '../../layout.ts';

/** §9: above 75 yellow, above 35 orange, else red. */
export function healthTone(health: number): 'yellow' | 'orange' | 'red' {
  if (health > HEALTH_BAR_YELLOW_ABOVE) return 'yellow';
  if (health > HEALTH_BAR_ORANGE_ABOVE) return 'orange';
  return 'red';
}

/** §9: red at 10 s or less, orange at 20 s or less, else teal. */
export function timerTone(seconds: number): 'teal' | 'orange' | 'red' {
  if (seconds <= TIMER_RED_AT_SECONDS) return 'red';
  if (seconds <= TIMER_ORANGE_AT_SECONDS) return 'orange';
  return 'teal';
}

/** 'Player 1', 'Computer', 'Hero'...; online the player's name. */
export function roleOf(plan: BattlePlan, side: SideIndex): string {
  return sideRole(plan, side);
}

const EFFECT_LABELS: Readonly<Record<ActiveEffect['kind'], { icon: string; label: string }>> = {
  burn: { icon: '♨', label: 'Burn' },
  poison: { icon: '☠', label: 'Poison' },
  defDebuff: { icon: '▼', label: 'Defense down' },
  agilDebuff: { icon: '▼', label: 'Agility down' },
  defAmp: { icon: '▲', label: 'Defense up' },
  agilAmp: { icon: '▲', label: 'Agility up' },
  critAmp: { icon: '▲', label: 'Critical up' },
};

function SidePanel({ state, side, plan }: { state: BattleState; side: SideIndex; plan: BattlePlan }) {
  const fighter = state.sides[side];
  const health = fighter.health;
  const low = health <= LOW_HEALTH_BORDER_AT;
  const active = state.active === side && state.winner === null;
  return (
    <section
      className={`hud-side hud-side-${side} ${active ? 'is-active' : ''}`}
      data-testid={`hud-side-${side}`}
      aria-label={`${roleOf(plan, side)}: ${fighter.name}`}
    >
      <img
        className="hud-portrait fighter-avatar"
        src={avatarUrl(artOf(plan.sides[side]))}
        alt=""
        draggable={false}
      />
      <div className="hud-bars">
        <div className="hud-name">
          <strong>{fighter.name}</strong>
          <span className="hud-role">{roleOf(plan, side)}</span>
        </div>
        <div
          className={`hud-bar hud-health tone-${healthTone(health)} ${low ? 'is-low' : ''}`}
          data-testid={`health-${side}`}
        >
          <span className="hud-fill" style={{ width: `${(health / fighter.maxHealth) * 100}%` }} />
          <span className="hud-bar-text">
            Health <b data-testid={`health-value-${side}`}>{health}</b>/{fighter.maxHealth}
          </span>
        </div>
        <div className="hud-bar hud-energy" data-testid={`energy-${side}`}>
          <span className="hud-fill" style={{ width: `${(fighter.energy / fighter.maxEnergy) * 100}%` }} />
          <span className="hud-bar-text">
            Energy <b data-testid={`energy-value-${side}`}>{fighter.energy}</b>/{fighter.maxEnergy}
          </span>
        </div>
        <ul className="hud-effects" aria-label="Effects">
          {fighter.effects.map((effect) => {
            const label = EFFECT_LABELS[effect.kind];
            return (
              <li
                key={`${effect.kind}-${effect.cardId}`}
                className={`hud-effect effect-${effect.kind}`}
                title={label.label}
              >
                <span aria-hidden="true">{label.icon}</span> {label.label} {effect.value} · {effect.turnsLeft}
              </li>
            );
          })}
          {fighter.stunned ? <li className="hud-effect effect-stun">✶ Stunned</li> : null}
        </ul>
      </div>
    </section>
  );
}

/**
 * The health-bar header: both fighters' health and energy, and the turn timer between them (a
 * replay, which has no clock, shows its own `centre` there instead).
 */
export function BattleHeader(props: {
  state: BattleState;
  plan: BattlePlan;
  secondsLeft: number;
  turnLabel: string;
  centre?: ReactNode;
}) {
  const { state, plan, secondsLeft, turnLabel, centre } = props;
  return (
    <header className="battle-hud">
      <SidePanel state={state} side={0} plan={plan} />
      <div className="hud-centre">
        {centre ?? (
          <div
            className={`turn-timer tone-${timerTone(secondsLeft)}`}
            data-testid="turn-timer"
            role="timer"
            aria-label="Time left"
          >
            {secondsLeft}
          </div>
        )}
        <p className="turn-label" data-testid="turn-label">
          {turnLabel}
        </p>
      </div>
      <SidePanel state={state} side={1} plan={plan} />
    </header>
  );
}
