// The card families and their colours. A card's family is what its picture and its cinematic are
// about (a strike, fire, venom, a stun, a guard, a blessing, energy); its type (attack, defense,
// buff, energy) colours its frame.
import type { Card, CardType } from '../../../src/content/index.ts';

export type CardFamily = 'strike' | 'burn' | 'poison' | 'stun' | 'guard' | 'buff' | 'energy';

export function familyOf(card: Card): CardFamily {
  if (card.is_burn > 0) return 'burn';
  if (card.is_poison > 0) return 'poison';
  if (card.is_stunned) return 'stun';
  if (card.type === 'defense') return 'guard';
  if (card.type === 'buff') return 'buff';
  if (card.type === 'energy') return 'energy';
  return 'strike';
}

/** Colours of each family: frame, deep background, glow. */
export const FAMILY_COLOURS: Readonly<Record<CardFamily, { frame: string; deep: string; glow: string }>> = {
  strike: { frame: '#c0392b', deep: '#3a0f14', glow: '#ff9a6a' },
  burn: { frame: '#e0553a', deep: '#401008', glow: '#ffc04a' },
  poison: { frame: '#4f9a3a', deep: '#102a14', glow: '#b8ff6a' },
  stun: { frame: '#6a5ad8', deep: '#1a1440', glow: '#c9c0ff' },
  guard: { frame: '#2bb3a3', deep: '#0b2e2c', glow: '#9ff5e8' },
  buff: { frame: '#e0a030', deep: '#3a2608', glow: '#ffe39a' },
  energy: { frame: '#3a8ee0', deep: '#0a1e3a', glow: '#9fd8ff' },
};

/** Colours of each card type's frame: the band, its shade, its light edge, and the text accent. */
export const TYPE_COLOURS: Readonly<
  Record<CardType, { band: string; shade: string; light: string; accent: string }>
> = {
  attack: { band: '#b3202f', shade: '#5c0f1a', light: '#e0303f', accent: '#8a1622' },
  defense: { band: '#1f7a8c', shade: '#0c3a45', light: '#9be7f0', accent: '#145a68' },
  buff: { band: '#c98a1f', shade: '#5e3c0c', light: '#ffd98a', accent: '#8a5a10' },
  energy: { band: '#3b4fb0', shade: '#171f52', light: '#9fc4ff', accent: '#2b3a8a' },
};
