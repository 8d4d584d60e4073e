import { describe, expect, it } from 'vitest';
import { isZoomKey } from '../../../src/ui/shell/zoomBlock.ts';
import { MENU_CHOICES, nextIndex } from '../../../src/ui/screens/landing/menuChoices.ts';

describe('zoom keys', () => {
  const key = (init: Partial<KeyboardEvent>) => ({
    ctrlKey: false,
    metaKey: false,
    key: '',
    code: '',
    ...init,
  });
  it('are ctrl or cmd with +, - or 0', () => {
    expect(isZoomKey(key({ ctrlKey: true, key: '+', code: 'Equal' }))).toBe(true);
    expect(isZoomKey(key({ metaKey: true, key: '-', code: 'Minus' }))).toBe(true);
    expect(isZoomKey(key({ ctrlKey: true, key: '0', code: 'Digit0' }))).toBe(true);
    expect(isZoomKey(key({ ctrlKey: true, key: 'Add', code: 'NumpadAdd' }))).toBe(true);
  });
  it('leave other shortcuts and plain typing alone', () => {
    expect(isZoomKey(key({ key: '+', code: 'Equal' }))).toBe(false);
    expect(isZoomKey(key({ ctrlKey: true, key: 'c', code: 'KeyC' }))).toBe(false);
    expect(isZoomKey(key({ key: '0', code: 'Digit0' }))).toBe(false);
  });
});

describe('main menu', () => {
  it('has the four choices of the spec, leading where the spec says, then Online and Replays', () => {
    expect(MENU_CHOICES.map((choice) => [choice.label, choice.path])).toEqual([
      ['Player vs. Computer', '/select_character_ai'],
      ['Local Competitive', '/select_character'],
      ['Adventure', '/save'],
      ['Cards', '/cards'],
      ['Online', '/multiplayer'],
      ['Replays', '/replays'],
      ['How to Play', '/how_to_play'],
    ]);
  });
  it('wraps around at both ends', () => {
    const last = MENU_CHOICES.length - 1;
    expect(nextIndex(last, 1)).toBe(0);
    expect(nextIndex(0, -1)).toBe(last);
    expect(nextIndex(1, 1)).toBe(2);
  });
});
