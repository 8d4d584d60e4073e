import { getCard } from '../../../content/index.ts';
import { closeCard, confirmCard } from '../../../state/battle/index.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { burnIconUrl, cardBackgroundUrl, poisonIconUrl, typeIconUrl } from '../cards/artImages.ts';
import { CardFace } from '../cards/CardFace.tsx';

const TYPE_LABELS = { attack: 'Attack', buff: 'Buff', defense: 'Defense', energy: 'Energy' } as const;

/**
 * The card dialog (docs/game-design.md §2.8, §5.7): name, Type, Power, Energy Cost, Description; burn and
 * poison icons against the computer and in story battles.
 */
export function CardDialog({ cardId, effectIcons }: { cardId: number; effectIcons: boolean }) {
  const card = getCard(cardId);
  return (
    <Dialog title={card.name} maxWidth={680} onDismiss={closeCard} testId="card-dialog">
      <div
        className="card-dialog-backdrop"
        style={{ backgroundImage: `url("${cardBackgroundUrl(card)}")` }}
        aria-hidden="true"
      />
      <div className="card-dialog-body">
        <CardFace card={card} decorative className="card-dialog-face" />
        <div className="card-dialog-facts">
          <dl>
            <div>
              <dt>Type</dt>
              <dd data-testid="card-type">
                <img className="card-dialog-type-icon" src={typeIconUrl(card.type)} alt="" />
                {TYPE_LABELS[card.type]}
              </dd>
            </div>
            <div>
              <dt>Power</dt>
              <dd data-testid="card-power">{card.power}</dd>
            </div>
            <div>
              <dt>Energy Cost</dt>
              <dd data-testid="card-cost">{card.mana_cost}</dd>
            </div>
          </dl>
          <p className="card-dialog-description">
            <span className="card-dialog-label">Description</span>
            {card.description}
          </p>
          {effectIcons ? (
            <ul className="card-dialog-icons" aria-label="Damage over time">
              <li className={card.is_burn > 0 ? 'is-on' : ''} title="Burn">
                <img src={burnIconUrl()} alt="" /> Burn {card.is_burn > 0 ? `${card.is_burn}/turn` : '—'}
              </li>
              <li className={card.is_poison > 0 ? 'is-on' : ''} title="Poison">
                <img src={poisonIconUrl()} alt="" /> Poison{' '}
                {card.is_poison > 0 ? `${card.is_poison}/turn` : '—'}
              </li>
            </ul>
          ) : null}
        </div>
      </div>
      <div className="dialog-actions">
        <SecondaryButton onClick={closeCard}>Cancel</SecondaryButton>
        <PrimaryButton onClick={confirmCard}>Confirm</PrimaryButton>
      </div>
    </Dialog>
  );
}
