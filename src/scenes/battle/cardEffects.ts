// The moving part of an attack cinematic, one kind per card family: streaks for strikes, embers
// for fire, bubbles for venom, flickers for a stun, rings for a guard and rising sparks for the
// rest. Every object is made for one cinematic and dies with its layer; there are few of them, as
// the Canvas renderer draws each one every frame.
import type Phaser from 'phaser';
import { type CardFamily, FAMILY_COLOURS } from '../../../assets/art/cards/families.ts';
import { SPARK_KEY } from './textures.ts';

/** '#rrggbb' as the number Phaser takes for a colour. */
export const hex = (css: string): number => Number.parseInt(css.slice(1), 16);

/** Objects (already tweening) to add to the cinematic's layer, for `ms` of screen time. */
export function familyEffects(
  scene: Phaser.Scene,
  family: CardFamily,
  width: number,
  height: number,
  ms: number,
): Phaser.GameObjects.GameObject[] {
  const glow = hex(FAMILY_COLOURS[family].glow);
  const made: Phaser.GameObjects.GameObject[] = [];
  const times = (period: number) => Math.max(0, Math.ceil(ms / period) - 1);
  const spark = (x: number, y: number, scale: number, tint: number) => {
    const image = scene.add.image(x, y, SPARK_KEY).setScale(scale).setTint(tint);
    made.push(image);
    return image;
  };
  const random = (min: number, max: number) => min + Math.random() * (max - min);

  switch (family) {
    case 'strike':
      for (let i = 0; i < 6; i += 1) {
        const y = random(height * 0.1, height * 0.9);
        const streak = scene.add.rectangle(
          -width * 0.2,
          y,
          random(width * 0.15, width * 0.35),
          random(2, 5),
          0xffffff,
          0.5,
        );
        made.push(streak);
        scene.tweens.add({
          targets: streak,
          x: width * 1.2,
          duration: random(260, 420),
          delay: random(0, 600),
          repeat: times(700),
          repeatDelay: random(100, 300),
        });
      }
      break;
    case 'burn':
    case 'buff':
    case 'energy':
      for (let i = 0; i < 12; i += 1) {
        const ember = spark(
          random(0, width),
          height + 20,
          random(0.4, 1.3),
          family === 'burn' ? 0xffa040 : glow,
        );
        scene.tweens.add({
          targets: ember,
          y: random(-20, height * 0.4),
          x: `+=${random(-80, 80)}`,
          alpha: { from: 1, to: 0 },
          duration: random(1200, 2200),
          delay: random(0, 1200),
          repeat: times(2400),
        });
      }
      break;
    case 'poison':
      for (let i = 0; i < 10; i += 1) {
        const bubble = spark(random(width * 0.1, width * 0.9), height + 20, random(0.6, 1.6), glow);
        scene.tweens.add({
          targets: bubble,
          y: random(height * 0.2, height * 0.7),
          x: `+=${random(-30, 30)}`,
          scale: { from: bubble.scale, to: bubble.scale * 1.6 },
          alpha: { from: 0.9, to: 0 },
          duration: random(1600, 2600),
          delay: random(0, 1400),
          ease: 'Sine.easeOut',
          repeat: times(2800),
        });
      }
      break;
    case 'stun':
      for (let i = 0; i < 8; i += 1) {
        const flash = spark(random(0, width), random(0, height * 0.8), random(1.5, 3.5), glow).setAlpha(0);
        scene.tweens.add({
          targets: flash,
          alpha: { from: 0, to: 1 },
          duration: 80,
          yoyo: true,
          delay: random(0, 1500),
          repeat: times(900),
          repeatDelay: random(500, 900),
        });
      }
      break;
    case 'guard':
      for (let i = 0; i < 3; i += 1) {
        const ring = scene.add.circle(width / 2, height * 0.45, height * 0.2).setStrokeStyle(6, glow, 0.8);
        made.push(ring);
        scene.tweens.add({
          targets: ring,
          scale: { from: 0.6, to: 2.2 },
          alpha: { from: 1, to: 0 },
          duration: 1200,
          delay: i * 400,
          repeat: times(1200),
        });
      }
      break;
  }
  return made;
}
