import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { CARD_BY_ID } from '../../../../content/index.ts';
import type { LocationId } from '../../../../content/index.ts';
import { playMusic, playSound } from '../../../../services/audio/audio.ts';
import { imageUrl } from '../../../../services/assets/manifest.ts';
import {
  ADVENTURE_MESSAGES,
  openPin,
  settleFind,
  useAdventureStore,
} from '../../../../state/adventure/index.ts';
import { useAdventureGate } from '../useAdventureGate.ts';
import { DeckThumbnails } from './DeckThumbnails.tsx';
import { GateStatus } from './GateStatus.tsx';
import { HeroPlate, MapActions } from './MapHud.tsx';
import { MapHint } from './MapHint.tsx';
import { MapPauseDialog } from './MapPauseDialog.tsx';
import { MapPins } from './MapPins.tsx';
import { ScenarioDialog } from './ScenarioDialog.tsx';
import { StoryLog, rememberStoryLog, storyLogRemembered } from './StoryLog.tsx';
import { mapBox } from './mapGeometry.ts';
import '../../../styles/parchment.css';
import '../../../styles/adventure-map.css';

/** /story_base: the painted world map of the adventure (docs/game-design.md §5.5, §5.6). */
export default function StoryMapScreen() {
  const gate = useAdventureGate();
  // At any other step the gate is already on its way to the screen the journey is at.
  if (gate.status !== 'ready' || gate.journey?.step !== 'map') return <GateStatus state={gate} />;
  return <StoryMap />;
}

function useWindowSize(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** The story log's width: a readable column that leaves the map most of the window. */
const logWidthFor = (width: number): number => Math.round(Math.min(460, Math.max(300, width * 0.28)));

function StoryMap() {
  const navigate = useNavigate();
  const hero = useAdventureStore((state) => state.hero);
  const adventure = useAdventureStore((state) => state.adventure);
  const deck = useAdventureStore((state) => state.deck);
  const story = useAdventureStore((state) => state.story);
  const openScene = useAdventureStore((state) => state.journey?.scene ?? null);
  // After a reload with a scene open, its dialog opens again by itself.
  const [scenario, setScenario] = useState(() => useAdventureStore.getState().journey?.scene != null);
  const [opening, setOpening] = useState<LocationId | null>(null);
  const [paused, setPaused] = useState(false);
  const [logOpen, setLogOpen] = useState(storyLogRemembered);
  const pins = useRef(new Map<LocationId, HTMLButtonElement>());
  const deckTray = useRef<HTMLElement>(null);
  const lastPin = useRef<LocationId | null>(null);
  const settling = useRef(false);
  const { width, height } = useWindowSize();
  const logWidth = logWidthFor(width);
  const box = mapBox(width, height, logOpen ? logWidth : 0);

  useEffect(() => {
    playMusic('adventureMusic');
  }, []);

  // A find rolled before a reload (or whose granting failed) is granted now, once.
  useEffect(() => {
    if (settling.current || !useAdventureStore.getState().journey?.find) return;
    settling.current = true;
    settleFind()
      .then((found) => {
        if (!found) return;
        playSound('notify');
        toast.success(found);
      })
      .catch((error: unknown) => {
        console.error('The find could not be granted:', error);
        toast.error(ADVENTURE_MESSAGES.saveFailed);
      });
  }, []);

  const deckCards = useMemo(
    () =>
      deck.flatMap((id) => {
        const card = CARD_BY_ID.get(id);
        return card ? [card] : [];
      }),
    [deck],
  );

  const choosePin = async (location: LocationId) => {
    if (opening || scenario) return;
    playSound('click');
    lastPin.current = location;
    setOpening(location);
    const opened = await openPin(location);
    setOpening(null);
    if (!opened.ok) {
      toast.error(opened.message ?? ADVENTURE_MESSAGES.saveFailed);
      return;
    }
    setScenario(true);
  };

  const closeScenario = useCallback(() => {
    setScenario(false);
    const pin = lastPin.current ?? useAdventureStore.getState().journey?.scene?.location ?? null;
    if (pin) requestAnimationFrame(() => pins.current.get(pin)?.focus());
  }, []);

  const toggleLog = () => {
    playSound('click');
    setLogOpen((open) => {
      rememberStoryLog(!open);
      return !open;
    });
  };

  if (!hero || !adventure) return null;
  return (
    <main className={`map-screen ${logOpen ? 'has-log' : ''}`} data-testid="story-map">
      <h1 className="visually-hidden">The story map</h1>
      <div
        className="map-world"
        style={{
          width: box.width,
          height: box.height,
          transform: `translate(${box.left}px, ${box.top}px)`,
        }}
      >
        <img className="map-world-art" src={imageUrl('map.world')} alt="" draggable={false} />
        <MapPins
          busy={opening}
          open={openScene?.location ?? null}
          onChoose={(location) => void choosePin(location)}
          pinRefs={pins}
        />
      </div>
      <div className="map-shade" aria-hidden="true" />

      <header className="map-hud" style={{ right: logOpen ? logWidth : 0 }}>
        <HeroPlate hero={hero} />
        <MapActions
          gold={hero.gold}
          logOpen={logOpen}
          onCards={() => {
            playSound('click');
            navigate('/deck_build');
          }}
          onToggleLog={toggleLog}
          onMenu={() => {
            playSound('click');
            setPaused(true);
          }}
        />
      </header>

      <DeckThumbnails cards={deckCards} ref={deckTray} />
      <MapHint middle={(width - (logOpen ? logWidth : 0)) / 2} deck={deckTray} />

      {logOpen ? (
        <StoryLog intro={adventure.intro} story={story} width={logWidth} onClose={toggleLog} />
      ) : null}

      {scenario ? <ScenarioDialog onClosed={closeScenario} /> : null}
      {paused ? (
        <MapPauseDialog
          onResume={() => {
            playSound('click');
            setPaused(false);
          }}
          onMainMenu={() => {
            playSound('click');
            navigate('/landing');
          }}
        />
      ) : null}
    </main>
  );
}
