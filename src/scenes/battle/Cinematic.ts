// The attack cinematic: a full-screen moment for every attack card (docs/game-design.md §4.3: the card's
// video plays for 5 s). The card's own illustration fills the middle, framed in ink and gold, over
// bands of its family's colours, with its family's motion around it: strikes streak, fire rises,
// poison bubbles, stuns flicker.
import Phaser from 'phaser';
import { FAMILY_COLOURS, familyOf } from '../../../assets/art/cards/families.ts';
import {
  CARD_FILE_HEIGHT,
  CARD_FILE_SCALE,
  CARD_FILE_WIDTH,
  CARD_LAYOUT,
} from '../../../assets/art/cards/layout.ts';
import { getCard } from '../../content/index.ts';
import { familyEffects, hex } from './cardEffects.ts';
import { dur, reducedMotion } from './motion.ts';

export class Cinematic {
  private layer: Phaser.GameObjects.Container | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    /**
     * Told when the cinematic covers the whole view and when it stops covering it, so the scene
     * can stop painting the battleground underneath (the Canvas renderer pays for every layer).
     */
    private readonly onCover: (covered: boolean) => void = () => {},
  ) {}

  play(cardId: number, attackerName: string, ms: number, width: number, height: number): void {
    this.stop();
    if (ms <= 0) return;
    const card = getCard(cardId);
    const family = familyOf(card);
    const colours = FAMILY_COLOURS[family];
    const scene = this.scene;
    const shade = scene.add.rectangle(width / 2, height / 2, width, height, hex(colours.deep), 0.92);
    const bands = scene.add.graphics();
    for (let i = -6; i < 14; i += 1) {
      bands.fillStyle(i % 2 === 0 ? hex(colours.frame) : hex(colours.deep), i % 2 === 0 ? 0.55 : 0.2);
      const x = (i / 8) * width;
      bands.fillPoints(
        [
          new Phaser.Math.Vector2(x, 0),
          new Phaser.Math.Vector2(x + width * 0.06, 0),
          new Phaser.Math.Vector2(x + width * 0.06 - height * 0.5, height),
          new Phaser.Math.Vector2(x - height * 0.5, height),
        ],
        true,
      );
    }
    const picture = this.picture(card.img, width / 2, height * 0.45, height * 0.62);
    const effects = reducedMotion() ? [] : familyEffects(scene, family, width, height, ms);
    const title = scene.add
      .text(width / 2, height * 0.8, card.name.toUpperCase(), {
        fontFamily: "Georgia, 'DejaVu Serif', serif",
        fontSize: `${Math.round(height * 0.09)}px`,
        fontStyle: 'bold',
        color: '#fff6e0',
        stroke: '#1a0f1f',
        strokeThickness: Math.round(height * 0.014),
      })
      .setOrigin(0.5);
    const byline = scene.add
      .text(width / 2, height * 0.89, attackerName, {
        fontFamily: "'Trebuchet MS', 'DejaVu Sans', sans-serif",
        fontSize: `${Math.round(height * 0.035)}px`,
        color: colours.glow,
        stroke: '#1a0f1f',
        strokeThickness: 6,
      })
      .setOrigin(0.5);
    const layer = scene.add.container(0, 0, [shade, bands, ...effects, picture, title, byline]).setDepth(100);
    this.layer = layer;
    layer.setAlpha(0);
    scene.tweens.add({
      targets: layer,
      alpha: 1,
      duration: Math.min(300, ms * 0.1),
      onComplete: () => {
        if (this.layer === layer) this.onCover(true);
      },
    });
    picture.setScale(0.6);
    scene.tweens.add({
      targets: picture,
      scale: 1,
      angle: family === 'energy' ? 360 : 0,
      duration: ms * 0.5,
      ease: 'Back.easeOut',
    });
    if (!reducedMotion()) {
      scene.tweens.add({ targets: bands, x: width * 0.125, duration: ms, ease: 'Linear' });
      title.setScale(1.6);
      scene.tweens.add({ targets: title, scale: 1, duration: Math.min(500, ms * 0.2), ease: 'Back.easeOut' });
      // A slash across the screen at the moment of the strike.
      scene.time.delayedCall(ms * 0.55, () => {
        if (this.layer !== layer) return;
        const slash = scene.add.rectangle(width / 2, height / 2, width * 1.4, 10, 0xffffff).setAngle(-18);
        layer.add(slash);
        scene.tweens.add({
          targets: slash,
          scaleY: 6,
          alpha: 0,
          duration: dur(380),
          onComplete: () => slash.destroy(),
        });
        scene.cameras.main.flash(dur(160), 255, 240, 220);
      });
    }
    scene.tweens.add({
      targets: layer,
      alpha: 0,
      delay: ms * 0.9,
      duration: ms * 0.1,
      onStart: () => {
        if (this.layer === layer) this.onCover(false);
      },
      onComplete: () => {
        if (this.layer === layer) this.stop();
      },
    });
  }

  /**
   * The card's illustration, `tall` high, in an ink and gold frame, as one container: the part a
   * card's window shows (below it the picture only runs on under the text box).
   */
  private picture(key: string, x: number, y: number, tall: number): Phaser.GameObjects.Container {
    const scene = this.scene;
    const win = CARD_LAYOUT.window;
    const crop = {
      x: win.x * CARD_FILE_SCALE,
      y: win.y * CARD_FILE_SCALE,
      w: win.w * CARD_FILE_SCALE,
      h: win.h * CARD_FILE_SCALE,
    };
    const scale = tall / crop.h;
    const w = crop.w * scale;
    const frame = scene.add.graphics();
    frame.fillStyle(0x000000, 0.35).fillRect(-w / 2 + 10, -tall / 2 + 14, w, tall);
    frame.fillStyle(0x1a0f1f, 1).fillRect(-w / 2 - 10, -tall / 2 - 10, w + 20, tall + 20);
    frame.lineStyle(3, 0xffd23f, 1).strokeRect(-w / 2 - 5, -tall / 2 - 5, w + 10, tall + 10);
    const parts: Phaser.GameObjects.GameObject[] = [frame];
    if (scene.textures.exists(key))
      parts.push(
        scene.add
          .image(0, 0, key)
          .setCrop(crop.x, crop.y, crop.w, crop.h)
          .setOrigin((crop.x + crop.w / 2) / CARD_FILE_WIDTH, (crop.y + crop.h / 2) / CARD_FILE_HEIGHT)
          .setScale(scale),
      );
    return scene.add.container(x, y, parts);
  }

  stop(): void {
    const layer = this.layer;
    if (!layer) return;
    this.scene.tweens.killTweensOf(layer.getAll());
    layer.destroy(true);
    this.layer = null;
    this.onCover(false);
  }
}
