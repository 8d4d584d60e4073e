// The attack cinematic: a full-screen moment for every attack card (spec 000 §4: the card's
// video plays for 5 s). Each card family has its own picture, colours and motion: strikes slash,
// fire rises, poison drips, stuns crackle, guards shine, buffs climb and energy swirls.
import Phaser from 'phaser';
import { getCard } from '../../content/index.ts';
import { FAMILY_COLOURS, familyOf } from '../art/cardArt.ts';
import { dur, reducedMotion } from './motion.ts';
import { ensureCinematicTexture } from './textures.ts';

const hex = (css: string): number => Number.parseInt(css.slice(1), 16);

export class Cinematic {
  private layer: Phaser.GameObjects.Container | null = null;

  constructor(private readonly scene: Phaser.Scene) {}

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
    const picture = scene.add.image(width / 2, height * 0.45, ensureCinematicTexture(scene, family));
    picture.setScale((height * 0.62) / 420);
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
    const layer = scene.add.container(0, 0, [shade, bands, picture, title, byline]).setDepth(100);
    this.layer = layer;
    layer.setAlpha(0);
    scene.tweens.add({ targets: layer, alpha: 1, duration: Math.min(300, ms * 0.1) });
    picture.setScale(picture.scale * 0.6);
    scene.tweens.add({
      targets: picture,
      scale: (height * 0.62) / 420,
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
      onComplete: () => {
        if (this.layer === layer) this.stop();
      },
    });
  }

  stop(): void {
    this.layer?.destroy(true);
    this.layer = null;
  }
}
