// Where the painted world map sits in the window. The map covers the window and keeps its aspect;
// pins are placed in map pixels (assets/art/scenery/mapPins.ts), so they stay on their painted
// places at any size. With the story log open, the map covers the part of the window left of the
// log and slides so that every pin stays in view.
import { MAP_PINS, MAP_PIN_IMAGE, MAP_SIZE } from '../../../../../assets/art/scenery/mapPins.ts';
import type { LocationId } from '../../../../content/index.ts';

export interface MapBox {
  /** Map pixels to window pixels. */
  readonly scale: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const PIN_IDS = Object.keys(MAP_PINS) as LocationId[];
const pinXs = PIN_IDS.map((id) => MAP_PINS[id].x);
/** The pins' span across the map, pin images included. */
const PINS_LEFT = Math.min(...pinXs) - MAP_PIN_IMAGE.width / 2;
const PINS_RIGHT = Math.max(...pinXs) + MAP_PIN_IMAGE.width / 2;

/**
 * The map's box for a window of `width` x `height` of which the right `covered` pixels are under a
 * panel: it covers the rest, keeping its aspect, with the pins centred in it as far as the
 * covering allows.
 */
export function mapBox(width: number, height: number, covered = 0): MapBox {
  const visible = Math.max(1, width - covered);
  const scale = Math.max(visible / MAP_SIZE.width, height / MAP_SIZE.height);
  const boxWidth = MAP_SIZE.width * scale;
  const boxHeight = MAP_SIZE.height * scale;
  const centred = visible / 2 - ((PINS_LEFT + PINS_RIGHT) / 2) * scale;
  // Never uncover the window's left edge, nor the visible part's right edge.
  const left = Math.min(0, Math.max(visible - boxWidth, centred));
  return { scale, left, top: (height - boxHeight) / 2, width: boxWidth, height: boxHeight };
}

/** A pin's place as shares of the map (for CSS percentages). */
export function pinShare(id: LocationId): { x: number; y: number } {
  const point = MAP_PINS[id];
  return { x: point.x / MAP_SIZE.width, y: point.y / MAP_SIZE.height };
}

/** The pin the arrow keys move to from `from`: the nearest one in that direction, or null. */
export function pinInDirection(from: LocationId, key: string): LocationId | null {
  const dir =
    key === 'ArrowRight'
      ? { x: 1, y: 0 }
      : key === 'ArrowLeft'
        ? { x: -1, y: 0 }
        : key === 'ArrowDown'
          ? { x: 0, y: 1 }
          : key === 'ArrowUp'
            ? { x: 0, y: -1 }
            : null;
  if (!dir) return null;
  const origin = MAP_PINS[from];
  let best: LocationId | null = null;
  let bestScore = Infinity;
  for (const id of PIN_IDS) {
    if (id === from) continue;
    const dx = MAP_PINS[id].x - origin.x;
    const dy = MAP_PINS[id].y - origin.y;
    const along = dx * dir.x + dy * dir.y;
    if (along <= 0) continue;
    const across = Math.abs(dx * dir.y - dy * dir.x);
    // Straight ahead beats off to the side: the sideways distance counts double.
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}

/** The space the map's hint keeps from the deck beside it. */
export const HINT_GAP_PX = 16;

/**
 * Where the centre of the map's hint ("Choose a place on the map") goes, in window pixels: the
 * middle of the map's visible part, or just right of the deck (bottom left) when the deck would
 * otherwise reach under it (a narrow window with the story log open).
 */
export function hintCentre(middle: number, deckRight: number, hintWidth: number): number {
  return Math.max(middle, deckRight + HINT_GAP_PX + hintWidth / 2);
}

export { MAP_PIN_IMAGE, MAP_SIZE };
