// The battleground behind the fighters: a back layer, and a foreground layer in front of them.
// Which ground shows depends on where the battle happens: the arena for two-player and computer
// battles, or a story location.
import type Phaser from 'phaser';
import { BATTLEGROUND_FLOOR, BATTLEGROUND_HEIGHT, BATTLEGROUND_WIDTH } from '../art/battlegroundArt.ts';
import { BATTLEGROUND_KEY } from './textures.ts';

export class BattlegroundView {
  private readonly back: Phaser.GameObjects.Image;

  constructor(scene: Phaser.Scene) {
    this.back = scene.add.image(0, 0, BATTLEGROUND_KEY).setDepth(0);
  }

  /** 'arena' or a story location id. */
  show(_location: string): void {}

  /** Covers the view; returns the y of the line the fighters stand on. */
  layout(width: number, height: number): { floorY: number } {
    const cover = Math.max(width / BATTLEGROUND_WIDTH, height / BATTLEGROUND_HEIGHT);
    this.back.setScale(cover).setPosition(width / 2, height / 2);
    return { floorY: height / 2 + (BATTLEGROUND_FLOOR - 0.5) * BATTLEGROUND_HEIGHT * cover };
  }

  update(_seconds: number): void {}
}
