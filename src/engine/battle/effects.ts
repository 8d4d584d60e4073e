// Effects on a side: applying, counting down and ending them. A side's stats are always recomputed
// from its base plus the active effects, so when an effect ends the original value comes back
// exactly, however many effects overlapped (the spec restored a snapshot, which could undo a
// second buff that started later).
import { STAT_MAX } from '../constants.ts';
import { burnTickText, poisonTickText } from '../messages.ts';
import type { ActiveEffect, BattleEvent, CombatStats, EffectKind, SideIndex, SideState } from './types.ts';

const clampStat = (n: number): number => (n < 0 ? 0 : n > STAT_MAX ? STAT_MAX : n);

export const isBuff = (kind: EffectKind): boolean =>
  kind === 'defAmp' || kind === 'agilAmp' || kind === 'critAmp';

/** Recomputes `side.stats` from `side.base` and the active effects. */
export function recomputeStats(side: SideState): void {
  let agility = side.base.agility;
  let defense = side.base.defense;
  let crit = side.base.critical_rate;
  for (const e of side.effects) {
    switch (e.kind) {
      case 'defAmp':
        defense += e.value;
        break;
      case 'agilAmp':
        agility += e.value;
        break;
      case 'critAmp':
        crit += e.value;
        break;
      case 'defDebuff':
        defense -= e.value;
        break;
      case 'agilDebuff':
        agility -= e.value;
        break;
      default:
        break;
    }
  }
  side.stats.agility = clampStat(agility);
  side.stats.defense = clampStat(defense);
  side.stats.critical_rate = clampStat(crit);
}

/**
 * Adds an effect to `target`. The same card's effect of the same kind is refreshed rather than
 * stacked, so replaying a card renews it instead of multiplying it.
 */
export function addEffect(
  target: SideState,
  kind: EffectKind,
  value: number,
  turns: number,
  cardId: number,
  source: SideIndex,
): void {
  const original: CombatStats = { ...target.stats };
  const existing = target.effects.findIndex((e) => e.kind === kind && e.cardId === cardId);
  const effect: ActiveEffect = { kind, value, turnsLeft: turns, cardId, source, applied: true, original };
  if (existing >= 0) target.effects[existing] = effect;
  else target.effects.push(effect);
  recomputeStats(target);
}

/**
 * The start of the affected side's turn: burn and poison hurt, every effect on the side counts
 * down one of its turns, and effects at 0 end (their stat change is undone).
 */
export function tickEffects(side: SideState, index: SideIndex, events: BattleEvent[] | null): void {
  if (side.effects.length === 0) return;
  for (const e of side.effects) {
    e.turnsLeft -= 1;
    if (e.kind === 'burn' || e.kind === 'poison') {
      side.health = Math.max(0, side.health - e.value);
      if (events) {
        const message =
          e.kind === 'burn' ? burnTickText(e.value, e.turnsLeft) : poisonTickText(e.value, e.turnsLeft);
        events.push({
          type: 'effectTicked',
          side: index,
          kind: e.kind,
          amount: e.value,
          turnsLeft: e.turnsLeft,
          health: side.health,
          message,
        });
      }
    }
  }
  let ended = false;
  const kept: ActiveEffect[] = [];
  for (const e of side.effects) {
    if (e.turnsLeft > 0) {
      kept.push(e);
      continue;
    }
    ended = true;
    if (events)
      events.push({
        type: isBuff(e.kind) ? 'buffExpired' : 'effectExpired',
        side: index,
        kind: e.kind,
        cardId: e.cardId,
      });
  }
  if (ended) side.effects = kept;
  if (ended) recomputeStats(side);
}
