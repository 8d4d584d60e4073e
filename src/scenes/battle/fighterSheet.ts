// The fighters' sprite sheets on the Phaser side: which sheet a fighter uses, where its feet stand
// in a frame, and the animations made from its manifest entry (once per game, named
// `<artKey>.<animation>`, e.g. `fighter.kidlat.attackA`).
import type Phaser from 'phaser';
import { FEET, FRAME_HEIGHT, FRAME_WIDTH, type AnimationName } from '../../../assets/art/fighters/sheet.ts';
import { MANIFEST } from '../../services/assets/manifest.ts';
import type { SpriteSheetAsset } from '../../services/assets/manifestTypes.ts';

export type FighterAnimation = AnimationName;

/** The sheet shown when a fighter has none of its own (a locked fighter, a missing file). */
export const DEFAULT_ART = 'fighter.kidlat';

/** Where the feet stand in every frame, as a fraction of the frame. */
export const FEET_ANCHOR = { x: FEET.x / FRAME_WIDTH, y: FEET.y / FRAME_HEIGHT } as const;

/** Heights above the feet, as a fraction of the frame: the top of the head and the chest. */
export const HEAD_ABOVE_FEET = 300 / FRAME_HEIGHT;
export const CHEST_ABOVE_FEET = 185 / FRAME_HEIGHT;

export function sheetEntry(artKey: string): SpriteSheetAsset | null {
  const entry = MANIFEST.assets[artKey];
  return entry?.type === 'spritesheet' ? entry : null;
}

export function animationKey(artKey: string, name: FighterAnimation): string {
  return `${artKey}.${name}`;
}

/** Creates the sheet's animations the first time any scene needs them (animations are game-wide). */
export function ensureAnimations(scene: Phaser.Scene, artKey: string): boolean {
  const entry = sheetEntry(artKey);
  if (!entry || !scene.textures.exists(artKey)) return false;
  for (const [name, animation] of Object.entries(entry.animations)) {
    const key = `${artKey}.${name}`;
    if (scene.anims.exists(key)) continue;
    scene.anims.create({
      key,
      frames: scene.anims.generateFrameNumbers(artKey, { start: animation.start, end: animation.end }),
      frameRate: animation.frameRate,
      repeat: animation.repeat,
    });
  }
  return true;
}
