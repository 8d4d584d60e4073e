import { CARDS, FIGHTERS, cardRulesText, getCard } from '../../../content/index.ts';
import type { Card } from '../../../content/index.ts';
import {
  DRAW_WEIGHT_DIVISOR,
  ENERGY_CHARGE_CARD_ID,
  HAND_SIZE,
  MAX_MANA,
  MSG,
  TURN_TIMER_SECONDS,
} from '../../../engine/index.ts';
import { TIMER_ORANGE_AT_SECONDS, TIMER_RED_AT_SECONDS } from '../../layout.ts';

const TYPE_NAMES = { attack: 'Attack', buff: 'Buff', defense: 'Defense', energy: 'Energy' } as const;
const charge = getCard(ENERGY_CHARGE_CARD_ID);
const playable = CARDS.filter((card) => card.id !== ENERGY_CHARGE_CARD_ID);
const named = (pick: (card: Card) => boolean): string =>
  playable
    .filter(pick)
    .map((card) => card.name)
    .join(', ');

/** A card's effects, as its rules sentence says them, without the damage and cost it repeats. */
function effectsOf(card: Card): string {
  const sentences = cardRulesText(card)
    .split(/(?<=\.) /)
    .filter((sentence) => !sentence.startsWith('Deals ') && !sentence.startsWith('Costs'));
  return sentences.join(' ') || '—';
}

/**
 * The rules on one page, every number read from the content and the engine's constants (the engine
 * is where they are enforced: src/engine/battle), and the timer's colours from the screens' layout.
 * Shown at /rules and inside the pause dialog.
 */
export function RulesReference({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className="rules-reference">
      <section aria-labelledby="rules-fighters">
        <H id="rules-fighters">The duel</H>
        <p>
          Two fighters take turns; each turn you play one card from your hand or charge energy. The first to
          bring the other&apos;s health to 0 wins. Who attacks first is a coin toss (the guided battle lets
          you go first).
        </p>
        <ul>
          {FIGHTERS.filter((f) => !f.locked).map((f) => (
            <li key={f.id}>
              <strong>{f.name}</strong>: health {f.health}, energy {f.mana}, agility {f.agility}, defense{' '}
              {f.defense}, critical rate {f.critical_rate}.
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rules-cards">
        <H id="rules-cards">Cards</H>
        <p>
          Your hand holds {HAND_SIZE} different cards. A card shows its <strong>cost</strong> (the energy it
          spends) and, on an attack, its <strong>power</strong> (the damage before defense).{' '}
          <strong>Attack</strong> cards strike; <strong>buff</strong> and <strong>defense</strong> cards raise
          your own stats for a few of your turns; <strong>energy</strong> cards give energy back.
        </p>
        <p>
          <strong>Draw chance.</strong> A played card is replaced at once from the draw pool, where each card
          has draw chance ÷ {DRAW_WEIGHT_DIVISOR} copies, rounded down (draw chance 70: 7 copies). A card you
          already hold is never drawn, so a card&apos;s chance is its copies out of the copies of all the
          cards you do not hold; the card you just played can come straight back.
        </p>
      </section>

      <section aria-labelledby="rules-energy">
        <H id="rules-energy">Energy and Charge Energy</H>
        <ul>
          <li>Energy is kept between 0 and {MAX_MANA}. Playing a card spends its cost.</li>
          <li>
            A card that costs more than your energy is refused (&lsquo;{MSG.notEnoughEnergy}&rsquo;); at 0
            energy every card is refused, free ones too (&lsquo;{MSG.outOfEnergy}&rsquo;). A refusal spends
            nothing, but the turn is lost.
          </li>
          <li>
            <strong>{charge.name}</strong>, always beside your hand (the ⚡ button): +{charge.is_mana} energy,
            up to {MAX_MANA}, and your turn ends. The energy cards of the hand (
            {named((c) => c.type === 'energy')}) give energy too; playing one is your move for the turn.
          </li>
        </ul>
      </section>

      <section aria-labelledby="rules-damage">
        <H id="rules-damage">How a blow lands</H>
        <ol>
          <li>
            The cost is paid and a new card drawn; the card&apos;s effects on the foe and on you are applied.
          </li>
          <li>
            <strong>Miss:</strong> a roll of 0–99 below the foe&apos;s agility misses (agility 30: 30%).
            Effects from step 1 stay, so a burn lands even when the blow misses.
          </li>
          <li>
            <strong>Damage</strong> = ⌊power × (1 − foe&apos;s defense ÷ 100)⌋, never below 0.
          </li>
          <li>
            <strong>Critical hit:</strong> a second roll of 0–99 below <em>your</em> critical rate doubles it
            (Kidlat: 30%).
          </li>
        </ol>
        <p>
          Example: Redonda (power 22) against defense 20 deals ⌊22 × 0.8⌋ = 17, or 34 on a critical hit. A
          debuff applied by the card helps its own blow.
        </p>
      </section>

      <section aria-labelledby="rules-effects">
        <H id="rules-effects">Effects</H>
        <ul>
          <li>
            <strong>Burn</strong> and <strong>poison</strong> take their HP from the afflicted fighter at the
            start of each of its own turns, for the card&apos;s number of turns, and ignore agility and
            defense. Burn: {named((c) => c.is_burn > 0)}. Poison: {named((c) => c.is_poison > 0)}.
          </li>
          <li>
            <strong>Stun</strong>: the foe loses its next turn ({named((c) => c.is_stunned)}).
          </li>
          <li>
            <strong>Debuffs</strong> lower the foe&apos;s defense or agility for a number of the foe&apos;s
            turns; <strong>buffs</strong> raise your defense, agility or critical rate for a number of your
            turns (3 unless the card says otherwise).
          </li>
          <li>
            Every effect counts down at the start of its fighter&apos;s turn; when it ends, the stat returns
            exactly. Playing the same card again refreshes its effect; different cards stack. Stats stay
            between 0 and 100.
          </li>
        </ul>
      </section>

      <section aria-labelledby="rules-timer">
        <H id="rules-timer">The {TURN_TIMER_SECONDS}-second timer</H>
        <p>
          Each turn has {TURN_TIMER_SECONDS} seconds (orange from {TIMER_ORANGE_AT_SECONDS}, red from{' '}
          {TIMER_RED_AT_SECONDS}). At 0 it is <strong>time&apos;s up</strong> (&lsquo;{MSG.timeUp}&rsquo;): OK
          passes the turn with no move. The Menu (or Esc) pauses the battle and its timer; online the timer
          keeps running, since your opponent is waiting.
        </p>
      </section>

      <section aria-labelledby="rules-table">
        <H id="rules-table">Every card</H>
        <div className="rules-table-wrap">
          <table className="rules-table">
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Type</th>
                <th scope="col">Cost</th>
                <th scope="col">Power</th>
                <th scope="col">Draw chance</th>
                <th scope="col">Effects</th>
              </tr>
            </thead>
            <tbody>
              {playable.map((card) => (
                <tr key={card.id}>
                  <th scope="row">{card.name}</th>
                  <td>{TYPE_NAMES[card.type]}</td>
                  <td>{card.mana_cost}</td>
                  <td>{card.type === 'attack' ? card.power : '—'}</td>
                  <td>{card.draw_chance}</td>
                  <td>{effectsOf(card)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
