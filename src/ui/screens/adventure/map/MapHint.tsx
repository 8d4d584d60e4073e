import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { hintCentre } from './mapGeometry.ts';

/**
 * "Choose a place on the map", at the bottom of the map's visible part (`middle` is its centre),
 * moved right of the deck when the deck would reach under it. Both are measured as they are drawn:
 * their widths follow the window's height and the deck's size.
 */
export function MapHint({ middle, deck }: { middle: number; deck: RefObject<HTMLElement | null> }) {
  const hint = useRef<HTMLParagraphElement>(null);
  const [centre, setCentre] = useState(middle);

  useLayoutEffect(() => {
    const place = () => {
      const shown = hint.current;
      if (!shown) return;
      // The deck's own box: its entrance slides it only up and down.
      const deckRight = deck.current?.getBoundingClientRect().right ?? 0;
      setCentre(hintCentre(middle, deckRight, shown.offsetWidth));
    };
    place();
    const resized = new ResizeObserver(place);
    for (const element of [hint.current, deck.current]) if (element) resized.observe(element);
    return () => resized.disconnect();
  }, [middle, deck]);

  return (
    <p ref={hint} className="map-hint parchment-small" style={{ left: `${centre}px` }}>
      Choose a place on the map
    </p>
  );
}
