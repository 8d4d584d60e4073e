import { getCard } from '../../../../content/index.ts';
import { SecondaryButton } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { CardFace } from '../../cards/CardFace.tsx';

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The description dialog of a card for sale (docs/game-design.md §5.9), with Close. */
export function CardDescriptionDialog({
  cardId,
  price,
  onClose,
}: {
  cardId: number;
  price: number;
  onClose: () => void;
}) {
  const card = getCard(cardId);
  const kind = `${capitalized(card.type)} · ${capitalized(card.rarity)}`;
  return (
    <Dialog title={card.name} subtitle={kind} maxWidth={620} onDismiss={onClose} testId="card-description">
      <div className="store-description">
        <div className="store-description-face">
          <CardFace card={card} decorative />
        </div>
        <div className="store-description-text">
          <dl className="store-description-facts">
            <div>
              <dt>Power</dt>
              <dd>{card.power}</dd>
            </div>
            <div>
              <dt>Energy Cost</dt>
              <dd>{card.mana_cost}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>${price}</dd>
            </div>
          </dl>
          <p className="store-description-words">{card.description}</p>
        </div>
      </div>
      <div className="dialog-actions">
        <SecondaryButton onClick={onClose}>Close</SecondaryButton>
      </div>
    </Dialog>
  );
}
