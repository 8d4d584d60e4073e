// The card catalogue. Names come from Arnis techniques and Tagalog words (see GLOSSARY.md); each
// description is a short image of the move followed by its rules sentence, generated from the
// numbers so the two always agree. Ids 60-103: 73 is the adventure starter, 91 the energy charge.
import { cardRulesText } from './cardText.ts';
import type { Card, CardType, Rarity } from './types.ts';

/** The energy-charge card: always offered beside the hand, never in a hand, deck, store or reward. */
export const ENERGY_CHARGE_CARD_ID = 91;
/** The adventure starter card: granted on the greeting, never stolen in jail. */
export const STARTER_CARD_ID = 73;
/** Buffs last three of the caster's turns unless a card says otherwise (spec §9). */
export const DEFAULT_BUFF_TURNS = 3;

interface CardSketch {
  id: number;
  name: string;
  slug: string;
  flavor: string;
  type: CardType;
  rarity: Rarity;
  power?: number;
  cost: number;
  draw: number;
  burn?: number;
  poison?: number;
  defDown?: number;
  agiDown?: number;
  stun?: boolean;
  /** Turns of the burn, poison or debuff on the foe. */
  lasts?: number;
  defUp?: number;
  agiUp?: number;
  critUp?: number;
  energy?: number;
  /** Turns of the buff on the caster (default 3 when the card has a buff). */
  buffTurns?: number;
  video?: boolean;
}

const SOUND_BY_TYPE: Record<CardType, string> = {
  attack: 'sfx.card.strike',
  buff: 'sfx.card.buff',
  defense: 'sfx.card.guard',
  energy: 'sfx.card.energy',
};

function card(s: CardSketch): Card {
  const hasTargetEffect = Boolean(s.burn || s.poison || s.defDown || s.agiDown);
  const hasBuff = Boolean(s.defUp || s.agiUp || s.critUp);
  const numbers = {
    type: s.type,
    power: s.power ?? 0,
    mana_cost: s.cost,
    is_burn: s.burn ?? 0,
    is_poison: s.poison ?? 0,
    is_def_debuff: s.defDown ?? 0,
    is_agil_debuff: s.agiDown ?? 0,
    is_def_amp: s.defUp ?? 0,
    is_agil_amp: s.agiUp ?? 0,
    is_crit_amp: s.critUp ?? 0,
    is_mana: s.energy ?? 0,
    is_stunned: s.stun ?? false,
    turn_count: hasTargetEffect ? (s.lasts ?? 1) : 0,
    turns: hasBuff ? (s.buffTurns ?? DEFAULT_BUFF_TURNS) : 0,
  };
  return Object.freeze({
    id: s.id,
    name: s.name,
    description: `${s.flavor} ${cardRulesText(numbers)}`,
    rarity: s.rarity,
    draw_chance: s.draw,
    ...numbers,
    img: `card.${s.slug}`,
    modal_bg: `card.${s.slug}.bg`,
    video_src: s.video ? `video.${s.slug}` : null,
    video_modal: s.video ? `video.${s.slug}.modal` : null,
    sound: SOUND_BY_TYPE[s.type],
  });
}

const SKETCHES: readonly CardSketch[] = [
  // Strikes: cheap and reliable to heavy and costly.
  { id: 60, name: 'Witik', slug: 'witik', flavor: 'A snapping flick of the wrist, too quick to read.', type: 'attack', rarity: 'common', power: 9, cost: 5, draw: 90 },
  { id: 61, name: 'Abanico', slug: 'abanico', flavor: 'The stick fans from the wrist, striking from both sides.', type: 'attack', rarity: 'common', power: 13, cost: 10, draw: 80, video: true },
  { id: 62, name: 'Banda y Banda', slug: 'banda-y-banda', flavor: 'Side to side, the rattan herds the foe\'s feet.', type: 'attack', rarity: 'common', power: 15, cost: 15, draw: 70, agiDown: 15, lasts: 2 },
  { id: 63, name: 'Rompida', slug: 'rompida', flavor: 'A rising and falling strike that splits the guard.', type: 'attack', rarity: 'common', power: 19, cost: 20, draw: 60, video: true },
  { id: 64, name: 'Crossada', slug: 'crossada', flavor: 'A cross strike that jams the foe\'s footwork.', type: 'attack', rarity: 'common', power: 14, cost: 15, draw: 70, agiDown: 25, lasts: 2 },
  { id: 65, name: 'Bagsak', slug: 'bagsak', flavor: 'The dropping power strike, all weight behind the stick.', type: 'attack', rarity: 'rare', power: 36, cost: 40, draw: 30, video: true },
  { id: 66, name: 'Doblete', slug: 'doblete', flavor: 'Two strikes land where one was expected.', type: 'attack', rarity: 'common', power: 24, cost: 25, draw: 50 },
  { id: 67, name: 'Tusok', slug: 'tusok', flavor: 'A straight thrust to the gap in the guard.', type: 'attack', rarity: 'common', power: 12, cost: 10, draw: 70, defDown: 10, lasts: 2 },
  { id: 68, name: 'Sungkite', slug: 'sungkite', flavor: 'A darting poke at the lead foot.', type: 'attack', rarity: 'common', power: 10, cost: 10, draw: 70, agiDown: 30, lasts: 2 },
  { id: 69, name: 'Saksak', slug: 'saksak', flavor: 'A stab that leaves the wound festering.', type: 'attack', rarity: 'common', power: 12, cost: 20, draw: 60, poison: 6, lasts: 3 },
  { id: 70, name: 'Punyo', slug: 'punyo', flavor: 'The butt of the stick to the temple.', type: 'attack', rarity: 'rare', power: 12, cost: 35, draw: 30, stun: true, video: true },
  { id: 71, name: 'Redonda', slug: 'redonda', flavor: 'Unbroken circles of strikes, so fast the rattan scorches.', type: 'attack', rarity: 'rare', power: 22, cost: 30, draw: 40, burn: 4, lasts: 2, video: true },
  { id: 72, name: 'Cinco Teros', slug: 'cinco-teros', flavor: 'The five basic strikes, chained without a pause.', type: 'attack', rarity: 'rare', power: 31, cost: 35, draw: 30 },
  { id: 73, name: 'Hampas ng Baston', slug: 'hampas-ng-baston', flavor: 'The first strike every student learns with the baston.', type: 'attack', rarity: 'common', power: 14, cost: 10, draw: 70 },
  { id: 74, name: 'Apoy na Yantok', slug: 'apoy-na-yantok', flavor: 'A rattan strike so fast the skin burns (apoy: fire).', type: 'attack', rarity: 'rare', power: 10, cost: 25, draw: 40, burn: 7, lasts: 3, video: true },
  { id: 75, name: 'Kamandag', slug: 'kamandag', flavor: 'A glancing cut that carries venom (kamandag).', type: 'attack', rarity: 'common', power: 6, cost: 15, draw: 70, poison: 6, lasts: 3 },
  { id: 76, name: 'Lason ng Daga', slug: 'lason-ng-daga', flavor: 'The dagger hand finds its mark; the poison (lason) does the rest.', type: 'attack', rarity: 'rare', power: 12, cost: 30, draw: 30, poison: 6, lasts: 4 },
  { id: 77, name: 'Bagyo', slug: 'bagyo', flavor: 'A storm (bagyo) of strikes that scorches the air.', type: 'attack', rarity: 'special', power: 38, cost: 55, draw: 10, burn: 5, lasts: 2, video: true },
  { id: 78, name: 'Tama ng Kidlat', slug: 'tama-ng-kidlat', flavor: 'A strike like lightning (kidlat): seen only after it lands.', type: 'attack', rarity: 'special', power: 45, cost: 60, draw: 10, video: true },
  { id: 79, name: 'Sinawali', slug: 'sinawali', flavor: 'Double sticks weave a net of strikes (sinawali: weaving).', type: 'attack', rarity: 'rare', power: 20, cost: 30, draw: 40, defDown: 15, lasts: 2, video: true },
  { id: 80, name: 'Largo Mano', slug: 'largo-mano', flavor: 'From long range, a strike the foe cannot answer.', type: 'attack', rarity: 'common', power: 18, cost: 15, draw: 50 },
  { id: 81, name: 'Serrada', slug: 'serrada', flavor: 'Close range, closed guard: the foe has no room to move.', type: 'attack', rarity: 'common', power: 15, cost: 15, draw: 50, agiDown: 25, lasts: 2 },
  { id: 82, name: 'Dumog', slug: 'dumog', flavor: 'A clinch that pins the foe in place.', type: 'attack', rarity: 'rare', power: 8, cost: 30, draw: 30, agiDown: 30, lasts: 2, stun: true },
  { id: 83, name: 'Kadena de Mano', slug: 'kadena-de-mano', flavor: 'A chain of empty-hand blows that opens the guard.', type: 'attack', rarity: 'common', power: 20, cost: 25, draw: 40, defDown: 10, lasts: 1 },
  { id: 84, name: 'Tapi-Tapi', slug: 'tapi-tapi', flavor: 'Check and tap, check and tap, until the feet forget their rhythm.', type: 'attack', rarity: 'common', power: 10, cost: 10, draw: 60, agiDown: 15, lasts: 3 },
  { id: 85, name: 'Hubud-Lubud', slug: 'hubud-lubud', flavor: 'Tie and untie: the foe\'s arms end up tangled in their own.', type: 'attack', rarity: 'rare', power: 5, cost: 30, draw: 30, stun: true },
  { id: 86, name: 'Espada y Daga', slug: 'espada-y-daga', flavor: 'Long blade high, dagger low, both at once.', type: 'attack', rarity: 'rare', power: 24, cost: 30, draw: 30, poison: 3, lasts: 2 },
  { id: 87, name: 'Taga ng Bolo', slug: 'taga-ng-bolo', flavor: 'A machete cut (taga) that keeps on stinging.', type: 'attack', rarity: 'rare', power: 25, cost: 30, draw: 30, burn: 3, lasts: 2 },
  // Stances, guards and footwork.
  { id: 88, name: 'Tindig', slug: 'tindig', flavor: 'A rooted stance (tindig) that turns blows aside.', type: 'defense', rarity: 'common', cost: 15, draw: 50, defUp: 20 },
  { id: 89, name: 'Palis-Palis', slug: 'palis-palis', flavor: 'Sweeping parries that brush every strike away.', type: 'defense', rarity: 'rare', cost: 25, draw: 30, defUp: 30 },
  { id: 90, name: 'Hakbang', slug: 'hakbang', flavor: 'Light footwork (hakbang: step) that leaves strikes hitting air.', type: 'buff', rarity: 'common', cost: 10, draw: 50, agiUp: 10 },
  { id: 91, name: 'Charge Energy', slug: 'charge-energy', flavor: 'Breathe, reset the grip and gather strength for the next exchange.', type: 'energy', rarity: 'special', cost: 0, draw: 0, energy: 30 },
  { id: 92, name: 'Liksi', slug: 'liksi', flavor: 'Agility (liksi) sharpens eye and hand alike.', type: 'buff', rarity: 'common', cost: 20, draw: 40, agiUp: 10, critUp: 10 },
  { id: 93, name: 'Tapang', slug: 'tapang', flavor: 'Courage (tapang) to commit to the decisive strike.', type: 'buff', rarity: 'common', cost: 15, draw: 50, critUp: 20 },
  { id: 94, name: 'Lakas', slug: 'lakas', flavor: 'Strength (lakas) in the grip and the guard.', type: 'buff', rarity: 'rare', cost: 25, draw: 30, critUp: 15, defUp: 10 },
  { id: 95, name: 'Hinga', slug: 'hinga', flavor: 'One deep breath (hinga) between exchanges.', type: 'energy', rarity: 'common', cost: 0, draw: 50, energy: 35 },
  { id: 96, name: 'Alisto', slug: 'alisto', flavor: 'Alert (alisto) to every feint and every opening.', type: 'buff', rarity: 'common', cost: 20, draw: 40, agiUp: 10, defUp: 10 },
  { id: 97, name: 'Sombrada', slug: 'sombrada', flavor: 'Like a shadow (sombra), every strike meets a counter.', type: 'defense', rarity: 'rare', cost: 25, draw: 30, defUp: 15, agiUp: 10 },
  { id: 98, name: 'Bantay', slug: 'bantay', flavor: 'The guard (bantay) stands firm for two exchanges.', type: 'defense', rarity: 'common', cost: 15, draw: 40, defUp: 25, buffTurns: 2 },
  { id: 99, name: 'Basbas ng Babaylan', slug: 'basbas-ng-babaylan', flavor: 'A healer\'s blessing (basbas) fills the fighter with spirit.', type: 'energy', rarity: 'special', cost: 0, draw: 20, energy: 45, critUp: 10 },
  { id: 100, name: 'Agos', slug: 'agos', flavor: 'Go with the current (agos) and let it carry you.', type: 'energy', rarity: 'common', cost: 0, draw: 40, energy: 25, agiUp: 5 },
  { id: 101, name: 'Tibay', slug: 'tibay', flavor: 'Endurance (tibay) that shrugs off the heaviest blows.', type: 'defense', rarity: 'rare', cost: 30, draw: 30, defUp: 40, buffTurns: 2 },
  { id: 102, name: 'Hangin', slug: 'hangin', flavor: 'Move like the wind (hangin): there and gone.', type: 'buff', rarity: 'rare', cost: 25, draw: 30, agiUp: 20, buffTurns: 2 },
  { id: 103, name: 'Utos ng Datu', slug: 'utos-ng-datu', flavor: 'The chieftain\'s command (utos ng datu) steels the warrior.', type: 'buff', rarity: 'special', cost: 40, draw: 10, critUp: 30, defUp: 20 },
];

export const CARDS: readonly Card[] = Object.freeze(SKETCHES.map(card));

export const CARD_BY_ID: ReadonlyMap<number, Card> = new Map(CARDS.map((c) => [c.id, c]));

/** The card with this id; throws for an unknown id, since ids come from our own catalogue. */
export function getCard(id: number): Card {
  const found = CARD_BY_ID.get(id);
  if (!found) throw new Error(`Unknown card id ${id}`);
  return found;
}

/** Cards that may enter a hand, a deck, a reward or the store: every card but the energy charge. */
export const PLAYABLE_CARDS: readonly Card[] = Object.freeze(CARDS.filter((c) => c.id !== ENERGY_CHARGE_CARD_ID));
