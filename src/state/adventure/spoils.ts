// The reward after a won story battle and the jail after a lost one (docs/game-design.md §5.8,
// §9.14): the backend rolled the figures when it ended the battle; here the purse settles them
// under the battle's id alone (a reload or a double click settles nothing twice) and Proceed
// Adventure returns to the map.
import type { Spoils } from '../../engine/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import { openAdventure, reasonOf, saveJourney } from './journal.ts';
import { ADVENTURE_MESSAGES as MSG } from '../../engine/adventure/messages.ts';
import { useAdventureStore } from './store.ts';

const set = useAdventureStore.setState;

/** What the screen shows: the spoils as rolled, and what the purse actually did with them. */
export interface SettledSpoils {
  readonly spoils: Spoils;
  /** Reward: the card joined the collection (false when it was already owned). */
  readonly cardAdded: boolean;
  /** Jail: the gold actually taken and the card actually stolen (null: none). */
  readonly goldStolen: number;
  readonly stolenCardId: number | null;
}

/** Settles the rolled reward or jail through the purse; settling it again changes nothing. */
export async function settleSpoils(): Promise<
  { ok: true; settled: SettledSpoils } | { ok: false; message: string }
> {
  try {
    const { hero, journey } = openAdventure();
    const spoils = journey.spoils;
    if (!spoils) return { ok: false, message: MSG.loadFailed };
    const purse = getBackend().purse;
    if (spoils.kind === 'reward') {
      const granted = await purse.grantReward({ reward_id: spoils.key, kind: 'battle', hero_id: hero.id });
      set({ hero: granted.hero });
      await refreshOwned(hero.id);
      return {
        ok: true,
        settled: { spoils, cardAdded: granted.card_added, goldStolen: 0, stolenCardId: null },
      };
    }
    const taken = await purse.jailTheft({ theft_id: spoils.key, hero_id: hero.id });
    set({ hero: taken.hero });
    await refreshOwned(hero.id);
    return {
      ok: true,
      settled: {
        spoils,
        cardAdded: false,
        goldStolen: taken.gold_stolen,
        stolenCardId: taken.stolen_card_id,
      },
    };
  } catch (error) {
    console.error('The spoils could not be settled:', error);
    return { ok: false, message: reasonOf(error, MSG.saveFailed) };
  }
}

async function refreshOwned(heroId: string): Promise<void> {
  const backend = getBackend();
  const { adventure } = openAdventure();
  const [owned, deck] = await Promise.all([
    backend.collection.listOwnedCards(heroId),
    backend.collection.loadDeck(adventure.id),
  ]);
  set({ owned, deck });
}

/** Proceed Adventure: the encounter is over and the journey is back on the map. */
export async function proceedAdventure(): Promise<{ ok: boolean; message?: string }> {
  try {
    const { journey } = openAdventure();
    if (journey.step === 'reward' || journey.step === 'jail') {
      await saveJourney({ ...journey, step: 'map', encounter: null, spoils: null });
    }
    return { ok: true };
  } catch (error) {
    console.error('The adventure could not be saved:', error);
    return { ok: false, message: reasonOf(error, MSG.saveFailed) };
  }
}
