// One fighter on the battleground: a painted pose that breathes while idle, lunges to attack,
// recoils when hurt (an injured flare for burn, sickly bubbles on the skin for poison), glows for a
// buff, falls when knocked out and raises both sticks in victory.
import type Phaser from 'phaser';
import type { EffectKind } from '../../engine/index.ts';
import {
  FIGHTER_ART_HEIGHT,
  FIGHTER_FEET,
  lookOf,
  type FighterLook,
  type FighterPose,
} from '../art/fighterArt.ts';
import { dur, reducedMotion } from './motion.ts';
import { SPARK_KEY, fighterKey } from './textures.ts';

export class FighterView {
  readonly root: Phaser.GameObjects.Container;
  private readonly body: Phaser.GameObjects.Image;
  private look: FighterLook;
  private busy = false;
  private down = false;
  private phase: number;
  private homeX = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    /** Side 0 stands on the left facing right; side 1 on the right facing left. */
    private readonly facing: 1 | -1,
  ) {
    const look = facing === 1 ? 'kidlat' : 'alon';
    this.look = look;
    this.phase = facing === 1 ? 0 : Math.PI;
    this.body = scene.add.image(0, 0, fighterKey(look, 'stance')).setOrigin(FIGHTER_FEET.x, FIGHTER_FEET.y);
    this.body.setFlipX(facing === -1);
    if (facing === -1) this.body.setOrigin(1 - FIGHTER_FEET.x, FIGHTER_FEET.y);
    this.root = scene.add.container(0, 0, [this.body]);
  }

  /** Shows the fighter with this template id (src/content FIGHTERS). */
  setFighter(fighterId: number | null): void {
    this.look = lookOf(fighterId);
    this.reset();
  }

  /** Back on its feet in the stance (a new battle). */
  reset(): void {
    this.down = false;
    this.busy = false;
    this.scene.tweens.killTweensOf([this.root, this.body]);
    this.body.setAngle(0).setAlpha(1).setScale(1).setPosition(0, 0);
    this.root.setX(this.homeX);
    this.pose('stance');
  }

  /** Stands the fighter's feet at (x, floorY), standHeight pixels tall. */
  place(x: number, floorY: number, standHeight: number): void {
    this.homeX = x;
    this.root.setPosition(x, floorY).setScale(standHeight / FIGHTER_ART_HEIGHT);
  }

  get headY(): number {
    return this.root.y - 420 * this.root.scaleY;
  }

  get chestY(): number {
    return this.root.y - 300 * this.root.scaleY;
  }

  private pose(pose: FighterPose): void {
    this.body.setTexture(fighterKey(this.look, pose));
  }

  /** Idle breathing and a slow weight shift, driven by the scene's clock. */
  idle(seconds: number): void {
    if (this.busy || this.down || reducedMotion()) return;
    const t = seconds * 2.2 + this.phase;
    this.body.setScale(1, 1 + Math.sin(t) * 0.012);
    this.body.x = Math.sin(t * 0.5) * 4;
  }

  attack(towardX: number, ms: number): void {
    if (this.down) return;
    this.busy = true;
    this.pose('strike');
    const reach = (towardX - this.homeX) * 0.55;
    this.scene.tweens.add({
      targets: this.root,
      x: this.homeX + reach,
      duration: dur(Math.min(ms, 1000) * 0.8),
      ease: 'Back.easeIn',
      yoyo: true,
      hold: dur(160),
      onComplete: () => {
        this.busy = false;
        if (!this.down) this.pose('stance');
      },
    });
  }

  hurt(kind: 'normal' | 'burn' | 'poison', critical: boolean): void {
    if (this.down) return;
    this.busy = true;
    this.pose('hurt');
    this.scene.tweens.add({
      targets: this.body,
      x: -this.facing * (critical ? 46 : 26),
      duration: dur(120),
      yoyo: true,
      hold: dur(220),
      ease: 'Quad.easeOut',
      onComplete: () => {
        this.busy = false;
        if (!this.down) this.pose('stance');
      },
    });
    if (kind === 'burn') this.flare(0xff7a2a, 0xffd04a, -1);
    if (kind === 'poison') this.flare(0x7ee04a, 0xc8ff8a, 1);
  }

  /** Burn rises as embers; poison seeps out as bubbles on the skin. */
  flare(colour: number, light: number, drift: 1 | -1): void {
    const count = reducedMotion() ? 4 : 14;
    for (let i = 0; i < count; i += 1) {
      const x = this.root.x + (Math.random() - 0.5) * 120 * this.root.scaleX;
      const y = this.chestY + (Math.random() - 0.3) * 200 * this.root.scaleY;
      const dot = this.scene.add
        .image(x, y, SPARK_KEY)
        .setScale(0.5 + Math.random() * 0.8)
        .setTint(i % 2 === 0 ? colour : light)
        .setDepth(30);
      this.scene.tweens.add({
        targets: dot,
        y: y - (drift === -1 ? 120 : 40) - Math.random() * 60,
        x: x + (Math.random() - 0.5) * 40,
        alpha: 0,
        scale: drift === -1 ? 0.1 : 1.4,
        duration: dur(700 + Math.random() * 500),
        onComplete: () => dot.destroy(),
      });
    }
  }

  /** A buff: a ring of light at the feet and motes rising. */
  glow(colour: number): void {
    const ring = this.scene.add
      .ellipse(this.root.x, this.root.y - 6, 60, 16)
      .setStrokeStyle(6, colour)
      .setDepth(4);
    this.scene.tweens.add({
      targets: ring,
      scaleX: 4,
      scaleY: 4,
      alpha: 0,
      duration: dur(800),
      onComplete: () => ring.destroy(),
    });
    this.flare(colour, 0xffffff, -1);
    if (!reducedMotion())
      this.scene.tweens.add({ targets: this.body, scaleY: 1.06, duration: dur(160), yoyo: true });
  }

  affected(kind: EffectKind): void {
    if (kind === 'defDebuff' || kind === 'agilDebuff') this.flare(0x9a8ad8, 0x5a4aa8, 1);
  }

  stunned(): void {
    for (let i = 0; i < 3; i += 1) {
      const star = this.scene.add.star(this.root.x, this.headY, 5, 6, 14, 0xffe14a).setDepth(31);
      star.setStrokeStyle(3, 0x1a0f1f);
      const angle = (i / 3) * Math.PI * 2;
      this.scene.tweens.addCounter({
        from: 0,
        to: Math.PI * 4,
        duration: dur(1200),
        onUpdate: (tween) => {
          const a = angle + (tween.getValue() ?? 0);
          star.setPosition(this.root.x + Math.cos(a) * 50, this.headY - 20 + Math.sin(a) * 14);
        },
        onComplete: () => star.destroy(),
      });
    }
  }

  knockOut(): void {
    this.down = true;
    this.busy = true;
    this.scene.tweens.killTweensOf([this.root, this.body]);
    this.pose('hurt');
    this.scene.tweens.add({
      targets: this.body,
      angle: -this.facing * 82,
      x: -this.facing * 60,
      alpha: 0.85,
      duration: dur(700),
      ease: 'Bounce.easeOut',
    });
  }

  celebrate(): void {
    this.busy = true;
    this.pose('victory');
    if (reducedMotion()) return;
    this.scene.tweens.add({
      targets: this.body,
      y: -40,
      duration: dur(260),
      yoyo: true,
      repeat: 3,
      ease: 'Quad.easeOut',
    });
  }
}
