// Toasts start at the top right (docs/game-design.md §9.8). A screen whose own status sits in that
// corner (the rooms screen's connection badge) keeps it in sight: while the screen is shown, the
// toasts start just below the element given here, wherever the window's size puts its bottom.
import { useLayoutEffect, type RefObject } from 'react';

/** The space between the element's bottom and the first toast. */
const GAP_PX = 8;

export function useToastsBelow(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const place = () =>
      root.style.setProperty(
        '--toasts-top',
        `${Math.round(element.getBoundingClientRect().bottom + GAP_PX)}px`,
      );
    place();
    root.toggleAttribute('data-toasts-below', true);
    // Its size follows the window's width (the title's font), its place the window's height (the
    // screen's padding): both are watched.
    const resized = new ResizeObserver(place);
    resized.observe(element);
    window.addEventListener('resize', place);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', place);
      root.toggleAttribute('data-toasts-below', false);
      root.style.removeProperty('--toasts-top');
    };
  }, [ref]);
}
