// The story intro (docs/game-design.md §5.3): closing the greeting grants card 73 once;
// confirming the fresh start sends the hero to build a deck.
import { MSG as RULES, STARTER_CARD_ID, moveTo } from '../../engine/index.ts';
import { getCard } from '../../content/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import { openAdventure, reasonOf, saveJourney } from './journal.ts';
import { ADVENTURE_MESSAGES as MSG } from '../../engine/adventure/messages.ts';
import { useAdventureStore } from './store.ts';

/** Grants the starter card; 'You already own this card!' when the hero has it already. */
export async function closeGreeting(): Promise<{ ok: boolean; granted: boolean; message: string }> {
  try {
    const { hero } = openAdventure();
    const granted = await getBackend().collection.grantStarterCard(hero.id);
    const owned = await getBackend().collection.listOwnedCards(hero.id);
    useAdventureStore.setState({ owned });
    return granted
      ? { ok: true, granted, message: `${getCard(STARTER_CARD_ID).name} is yours: your first card.` }
      : { ok: true, granted, message: RULES.starterOwned };
  } catch (error) {
    console.error('The starter card could not be granted:', error);
    return { ok: false, granted: false, message: reasonOf(error, MSG.saveFailed) };
  }
}

/** The Fresh Start dialog's Confirm: 'Build your deck first.', and the journey moves to the deck. */
export async function confirmFreshStart(): Promise<{ ok: boolean; message: string }> {
  try {
    const { journey } = openAdventure();
    if (journey.step === 'intro') await saveJourney(moveTo(journey, 'deck'));
    return { ok: true, message: RULES.buildDeckFirst };
  } catch (error) {
    console.error('The adventure could not be saved:', error);
    return { ok: false, message: reasonOf(error, MSG.saveFailed) };
  }
}
