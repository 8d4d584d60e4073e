// Where a pointer's callout sits beside the thing it points at, and where its arrow touches it.
// Pure, so the arithmetic is not tangled with React.
import type { PointerTarget } from '../../../engine/tutorial/steps.ts';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Side = 'above' | 'below' | 'right';

export interface Placement {
  left: number;
  top: number;
  side: Side;
  /** The arrow's offset along the callout's edge (px from its left, or from its top for 'right'). */
  arrow: number;
}

/** The element each target names on the battle screen (the hand is on the canvas: no element). */
export const TARGET_SELECTORS: Readonly<Record<PointerTarget, string | null>> = {
  hand: null,
  charge: '.battle-actions .action-energy',
  foe: '[data-testid="hud-side-1"]',
  timer: '[data-testid="turn-timer"]',
  menu: '.battle-menu-button',
};

const SIDE_OF: Readonly<Record<PointerTarget, Side>> = {
  hand: 'above',
  charge: 'above',
  foe: 'below',
  timer: 'right',
  menu: 'below',
};

const GAP = 16;
const MARGIN = 12;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The hand is drawn on the canvas, low in the middle of the screen: its cards rise to about 30% of
 * the height above the bottom edge.
 */
export function handBox(viewport: { width: number; height: number }): Box {
  const height = viewport.height * 0.3;
  return { left: viewport.width * 0.3, top: viewport.height - height, width: viewport.width * 0.4, height };
}

export function placePointer(
  target: PointerTarget,
  box: Box,
  callout: { width: number; height: number },
  viewport: { width: number; height: number },
): Placement {
  const side = SIDE_OF[target];
  const centreX = box.left + box.width / 2;
  if (side === 'right') {
    const top = clamp(box.top, MARGIN, viewport.height - callout.height - MARGIN);
    const arrow = clamp(box.top + box.height / 2 - top, 18, callout.height - 18);
    return { left: box.left + box.width + GAP, top, side, arrow };
  }
  const left = clamp(centreX - callout.width / 2, MARGIN, viewport.width - callout.width - MARGIN);
  const top = side === 'below' ? box.top + box.height + GAP : box.top - GAP - callout.height;
  const arrow = clamp(centreX - left, 22, callout.width - 22);
  return { left, top: clamp(top, MARGIN, viewport.height - callout.height - MARGIN), side, arrow };
}
