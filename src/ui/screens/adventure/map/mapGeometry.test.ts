import { describe, expect, it } from 'vitest';
import { MAP_PINS, MAP_PIN_IMAGE } from '../../../../../assets/art/scenery/mapPins.ts';
import type { LocationId } from '../../../../content/index.ts';
import { HINT_GAP_PX, hintCentre, mapBox, pinInDirection } from './mapGeometry.ts';

const PINS = Object.keys(MAP_PINS) as LocationId[];

/** Where a pin's image lies in the window for a map box. */
function pinSpan(box: ReturnType<typeof mapBox>, id: LocationId): { left: number; right: number } {
  const x = box.left + MAP_PINS[id].x * box.scale;
  const half = (MAP_PIN_IMAGE.width / 2) * box.scale;
  return { left: x - half, right: x + half };
}

describe('the map in the window', () => {
  it.each([
    [1280, 720],
    [1920, 1080],
    [1024, 768],
    [2560, 1080],
  ])('covers a %i x %i window and keeps its aspect', (width, height) => {
    const box = mapBox(width, height);
    expect(box.left).toBeLessThanOrEqual(0);
    expect(box.top).toBeLessThanOrEqual(0);
    expect(box.left + box.width).toBeGreaterThanOrEqual(width - 0.001);
    expect(box.top + box.height).toBeGreaterThanOrEqual(height - 0.001);
    expect(box.width / box.height).toBeCloseTo(1920 / 1080, 6);
    for (const id of PINS) {
      const span = pinSpan(box, id);
      expect(span.left).toBeGreaterThanOrEqual(0);
      expect(span.right).toBeLessThanOrEqual(width);
    }
  });

  it.each([
    [1280, 720, 358],
    [1920, 1080, 460],
  ])('with the story log open at %i x %i, every pin stays left of the log', (width, height, log) => {
    const box = mapBox(width, height, log);
    expect(box.left + box.width).toBeGreaterThanOrEqual(width - log - 0.001);
    expect(box.top + box.height).toBeGreaterThanOrEqual(height - 0.001);
    for (const id of PINS) {
      const span = pinSpan(box, id);
      expect(span.left).toBeGreaterThanOrEqual(0);
      expect(span.right).toBeLessThanOrEqual(width - log);
    }
  });
});

describe('moving between pins with the arrow keys', () => {
  it('goes to the nearest pin that way', () => {
    expect(pinInDirection('village', 'ArrowUp')).toBe('tribe');
    expect(pinInDirection('tribe', 'ArrowRight')).toBe('woods');
    expect(pinInDirection('woods', 'ArrowRight')).toBe('remnants');
    expect(pinInDirection('remnants', 'ArrowDown')).toBe('manor');
    expect(pinInDirection('village', 'ArrowRight')).toBe('river');
  });

  it('stays put at the edge and ignores other keys', () => {
    expect(pinInDirection('remnants', 'ArrowRight')).toBeNull();
    expect(pinInDirection('village', 'Enter')).toBeNull();
  });
});

describe("the map's hint", () => {
  it('sits in the middle of the visible map while the deck leaves it room', () => {
    // 1280 wide, no story log: the middle is 640; a deck ending at 360 and a hint 230 wide.
    expect(hintCentre(640, 360, 230)).toBe(640);
  });

  it('moves right of the deck, keeping its gap, when the deck would reach under it', () => {
    // 1024 wide with a 300 px log: the middle is 362, but the deck ends at 318.
    const centre = hintCentre(362, 318, 230);
    expect(centre - 230 / 2).toBe(318 + HINT_GAP_PX);
  });
});
