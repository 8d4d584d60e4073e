import { useEffect, useRef, type RefObject } from 'react';
import type { Spoils } from '../../../../engine/adventure/journey.ts';
import { playMusic, playSound } from '../../../../services/audio/audio.ts';
import type { SoundKey } from '../../../../services/audio/sounds.ts';
import type { AdventureState } from '../../../../state/adventure/index.ts';
import { useAdventureGate } from '../useAdventureGate.ts';
import { useProceed } from './useProceed.ts';
import { useSettledSpoils, type SpoilsView } from './useSettledSpoils.ts';

/** A spoils screen with its spoils rolled and the hero read: what the screen draws from. */
export interface OpenSpoils extends SpoilsView {
  readonly spoils: Spoils;
  readonly hero: NonNullable<AdventureState['hero']>;
  readonly journey: NonNullable<AdventureState['journey']>;
  readonly proceeding: boolean;
  readonly proceed: () => Promise<void>;
  readonly heading: RefObject<HTMLHeadingElement | null>;
}

/**
 * What /reward and /jail share: the adventure opened (or the gate's spinner or failure), the spoils
 * of this kind settled once by the purse, the adventure's music, the sound and the focus on the
 * title when the figures appear, and Proceed Adventure. `gate` is set while the screen cannot show
 * its spoils yet, or `missing` when the journey is at this step without spoils to show.
 */
export function useSpoilsScreen(
  kind: Spoils['kind'],
  sound: SoundKey,
): { open: OpenSpoils | null; gate: AdventureState; missing: boolean } {
  const gate = useAdventureGate();
  const { status, journey, hero } = gate;
  const atStep = status === 'ready' && journey?.step === kind;
  const spoils = journey?.spoils?.kind === kind ? journey.spoils : null;
  const ready = atStep && spoils !== null;
  const settledView = useSettledSpoils(ready);
  const { proceeding, proceed } = useProceed();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    playMusic('adventureMusic');
  }, []);
  useEffect(() => {
    if (!ready) return;
    playSound(sound);
    heading.current?.focus();
  }, [ready, sound]);

  const open =
    ready && hero && journey && spoils
      ? { ...settledView, spoils, hero, journey, proceeding, proceed, heading }
      : null;
  return { open, gate, missing: atStep && spoils === null };
}
