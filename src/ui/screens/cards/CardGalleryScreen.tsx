import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { CARDS } from '../../../content/index.ts';
import { playSound } from '../../../services/audio/audio.ts';
import { SecondaryButton } from '../../components/Button.tsx';
import { CardDetails } from './CardDetails.tsx';
import { CardFace } from './CardFace.tsx';
import '../../styles/cards.css';

/** How far a drag or swipe must travel to turn to the next card. */
const SWIPE_PX = 50;
/** Cards drawn either side of the active one. */
const NEIGHBOURS = 3;

/** /cards: a swipeable carousel of every card and a detail panel for the active one. */
export default function CardGalleryScreen() {
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const count = CARDS.length;
  const card = CARDS[active] ?? CARDS[0];

  const turn = (step: number) => {
    setActive((index) => (index + step + count) % count);
    playSound('cardFlip');
  };

  // Bound before the first paint, not after it: a key pressed as soon as the carousel shows turns it.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') turn(1);
      else if (event.key === 'ArrowLeft') turn(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDrag(event.clientX - start.current);
  };
  const onUp = () => {
    if (start.current === null) return;
    if (drag <= -SWIPE_PX) turn(1);
    else if (drag >= SWIPE_PX) turn(-1);
    start.current = null;
    setDrag(0);
  };

  if (!card) return null;
  return (
    <main className="gallery-screen" data-testid="card-gallery">
      <header className="gallery-header">
        <SecondaryButton onClick={() => navigate('/')}>Back</SecondaryButton>
        <h1>Cards</h1>
        <span className="gallery-count" data-testid="gallery-count">
          {active + 1} / {count}
        </span>
      </header>
      <div className="gallery-body">
        <div
          className="gallery-carousel"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
          data-testid="gallery-carousel"
        >
          <button
            type="button"
            className="gallery-arrow is-prev"
            aria-label="Previous card"
            onClick={() => turn(-1)}
          >
            ‹
          </button>
          {/* The listbox holds only its options; the arrow buttons sit beside it (ARIA 1.2). */}
          <div
            className="gallery-track"
            role="listbox"
            aria-label="Cards"
            aria-activedescendant={`gallery-card-${card.id}`}
            tabIndex={0}
          >
            {CARDS.map((c, index) => {
              let offset = index - active;
              if (offset > count / 2) offset -= count;
              if (offset < -count / 2) offset += count;
              if (Math.abs(offset) > NEIGHBOURS) return null;
              const x = offset * 62 + drag / 4;
              return (
                <div
                  key={c.id}
                  id={`gallery-card-${c.id}`}
                  role="option"
                  aria-selected={offset === 0}
                  className={`gallery-card ${offset === 0 ? 'is-active' : ''}`}
                  style={{
                    transform: `translateX(calc(-50% + ${x}%)) scale(${1 - Math.abs(offset) * 0.16}) rotateY(${offset * -18}deg)`,
                    zIndex: 10 - Math.abs(offset),
                    opacity: 1 - Math.abs(offset) * 0.2,
                  }}
                  onClick={() => offset !== 0 && turn(offset)}
                >
                  <CardFace card={c} />
                </div>
              );
            })}
          </div>
          <button
            type="button"
            className="gallery-arrow is-next"
            aria-label="Next card"
            onClick={() => turn(1)}
          >
            ›
          </button>
        </div>
        <CardDetails card={card} />
      </div>
    </main>
  );
}
