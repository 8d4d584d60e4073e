// One fighter on the battleground, played from its sprite sheet: it breathes while idle, lunges
// with alternating techniques, recoils when hurt (scorched and clutching under a burn, hunched and
// blotched under poison), raises its sticks in a glow for a buff, falls and stays down when
// knocked out, and celebrates a win. Tweens add the lunge and the recoil; particles add embers,
// bubbles and motes over the painted frames.
import type Phaser from 'phaser';
import type { EffectKind } from '../../engine/index.ts';
import {
  CHEST_ABOVE_FEET,
  DEFAULT_ART,
  FEET_ANCHOR,
  HEAD_ABOVE_FEET,
  animationKey,
  ensureAnimations,
  sheetEntry,
  type FighterAnimation,
} from './fighterSheet.ts';
import { dur, reducedMotion } from './motion.ts';
import { SPARK_KEY } from './textures.ts';

/** How long a burn or poison keeps its painted loop on screen after the hit. */
const CONDITION_MS = 1100;
/** The strike's frames start this long before the lunge arrives. */
const STRIKE_LEAD_MS = 180;
/** The ko frames lie further forward than the stance; the body slides back to land in place. */
const KO_SLIDE = 56;

export class FighterView {
  readonly root: Phaser.GameObjects.Container;
  private readonly body: Phaser.GameObjects.Sprite;
  private art = DEFAULT_ART;
  private ready = false;
  private busy = false;
  private down = false;
  private nextAttack: 'attackA' | 'attackB' = 'attackA';
  /** Bumped by every new action, so a stale timer never ends a newer one. */
  private action = 0;
  private homeX = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    /** Side 0 stands on the left facing right; side 1 on the right facing left. */
    private readonly facing: 1 | -1,
  ) {
    this.body = scene.add.sprite(0, 0, '__DEFAULT');
    this.body.setFlipX(facing === -1);
    // The sheets face right; flipped, the feet sit mirrored in the frame.
    this.body.setOrigin(facing === 1 ? FEET_ANCHOR.x : 1 - FEET_ANCHOR.x, FEET_ANCHOR.y);
    this.root = scene.add.container(0, 0, [this.body]);
    this.setArt(facing === 1 ? 'fighter.kidlat' : 'fighter.alon');
  }

  /**
   * Shows any sheet of the manifest by its key, e.g. a story enemy's `enemy.tulisan`; a tint
   * colours the whole figure (a story enemy's second figure).
   */
  setArt(artKey: string, tint: number | null = null): void {
    const art = sheetEntry(artKey) ? artKey : DEFAULT_ART;
    this.art = art;
    this.ready = ensureAnimations(this.scene, art);
    this.body.setVisible(this.ready);
    if (this.ready) this.body.setTexture(art, sheetEntry(art)?.animations.idle?.start ?? 0);
    if (tint === null) this.body.clearTint();
    else this.body.setTint(tint);
    this.reset();
  }

  /** Back on its feet in the stance (a new battle). */
  reset(): void {
    this.down = false;
    this.busy = false;
    this.action += 1;
    this.scene.tweens.killTweensOf([this.root, this.body]);
    this.body.setAngle(0).setAlpha(1).setScale(1).setPosition(0, 0);
    this.root.setX(this.homeX);
    this.playIdle();
  }

  /** Stands the fighter's feet at (x, floorY); a frame of the sheet is standHeight pixels tall. */
  place(x: number, floorY: number, standHeight: number): void {
    this.homeX = x;
    const frameHeight = sheetEntry(this.art)?.frameHeight ?? 440;
    this.root.setPosition(x, floorY).setScale(standHeight / frameHeight);
  }

  private get frameHeight(): number {
    return (sheetEntry(this.art)?.frameHeight ?? 440) * this.root.scaleY;
  }

  get headY(): number {
    return this.root.y - HEAD_ABOVE_FEET * this.frameHeight;
  }

  get chestY(): number {
    return this.root.y - CHEST_ABOVE_FEET * this.frameHeight;
  }

  /** Plays one of the sheet's animations; `ms` stretches it to last that long at normal speed. */
  private play(name: FighterAnimation, ms?: number): void {
    if (!this.ready) return;
    const key = animationKey(this.art, name);
    if (ms === undefined) this.body.play(key);
    else this.body.play({ key, duration: dur(ms) });
  }

  private playIdle(): void {
    if (!this.ready) return;
    const key = animationKey(this.art, 'idle');
    if (reducedMotion()) {
      // Still: the first idle frame, no breathing.
      this.body.stop();
      this.body.setFrame(sheetEntry(this.art)?.animations.idle?.start ?? 0);
      return;
    }
    // The two fighters breathe out of step.
    this.body.play({ key, startFrame: this.facing === 1 ? 0 : 2 }, true);
  }

  /** Back to the breathing stance once the current action is over (unless a newer one began). */
  private settle(action: number): void {
    if (action !== this.action || this.down) return;
    this.busy = false;
    this.playIdle();
  }

  /** Keeps the idle loop going between actions; the scene calls it every frame. */
  idle(_seconds: number): void {
    // The battle's pause stops the scene's clock and tweens; the sheet's frames stop with them.
    const paused = this.scene.time.paused;
    if (paused && !this.body.anims.isPaused) this.body.anims.pause();
    else if (!paused && this.body.anims.isPaused) this.body.anims.resume();
    if (this.busy || this.down || !this.ready) return;
    const playing = this.body.anims.currentAnim?.key;
    if (playing !== animationKey(this.art, 'idle') && !reducedMotion()) this.playIdle();
  }

  attack(towardX: number, ms: number): void {
    if (this.down) return;
    this.busy = true;
    const action = ++this.action;
    const out = Math.min(ms, 1000) * 0.8;
    // The wind-up holds while the lunge gathers pace (it eases in); the strike then lands as the
    // lunge arrives, follows through during the hold and recovers on the way back.
    if (this.ready)
      this.body.play({
        key: animationKey(this.art, this.nextAttack),
        delay: dur(Math.max(0, out - STRIKE_LEAD_MS)),
        showBeforeDelay: true,
        duration: dur(STRIKE_LEAD_MS + 260),
      });
    this.nextAttack = this.nextAttack === 'attackA' ? 'attackB' : 'attackA';
    const reach = (towardX - this.homeX) * 0.55;
    this.scene.tweens.killTweensOf(this.root);
    this.scene.tweens.add({
      targets: this.root,
      x: this.homeX + reach,
      duration: dur(out),
      ease: 'Back.easeIn',
      yoyo: true,
      hold: dur(160),
      onComplete: () => this.settle(action),
    });
  }

  hurt(kind: 'normal' | 'burn' | 'poison', critical: boolean): void {
    if (this.down) return;
    this.busy = true;
    const action = ++this.action;
    if (kind === 'normal') this.play('hurt', 300);
    else this.play(kind);
    this.scene.tweens.killTweensOf(this.body);
    this.body.setX(0);
    this.scene.tweens.add({
      targets: this.body,
      x: -this.facing * (critical ? 46 : 26),
      duration: dur(120),
      yoyo: true,
      hold: dur(220),
      ease: 'Quad.easeOut',
      onComplete: () => {
        if (kind === 'normal') this.settle(action);
      },
    });
    if (kind === 'burn') this.flare(0xff7a2a, 0xffd04a, -1);
    if (kind === 'poison') this.flare(0x7ee04a, 0xc8ff8a, 1);
    // A burn or poison stays on screen a while, its painted loop playing.
    if (kind !== 'normal') this.scene.time.delayedCall(dur(CONDITION_MS), () => this.settle(action));
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

  /** A buff: the sticks raised in a swelling light, a ring at the feet and motes rising. */
  glow(colour: number): void {
    if (!this.down) {
      this.busy = true;
      const action = ++this.action;
      this.play('buff');
      const buff = sheetEntry(this.art)?.animations.buff;
      const ms = buff ? ((buff.end - buff.start + 1) / buff.frameRate) * 1000 : 500;
      this.scene.time.delayedCall(dur(ms + 200), () => this.settle(action));
    }
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

  /** Falls and stays down: the ko animation holds its last frame. */
  knockOut(): void {
    this.down = true;
    this.busy = true;
    this.action += 1;
    this.scene.tweens.killTweensOf([this.root, this.body]);
    this.root.setX(this.homeX);
    this.body.setPosition(0, 0).setScale(1);
    const ko = sheetEntry(this.art)?.animations.ko;
    const ms = ko ? ((ko.end - ko.start + 1) / ko.frameRate) * 1000 : 500;
    this.play('ko', ms);
    this.scene.tweens.add({
      targets: this.body,
      x: -this.facing * KO_SLIDE,
      alpha: 0.92,
      duration: dur(ms),
      ease: 'Quad.easeOut',
    });
  }

  celebrate(): void {
    this.busy = true;
    this.action += 1;
    this.play('victory');
    if (reducedMotion()) return;
    this.scene.tweens.add({
      targets: this.body,
      y: -24,
      duration: dur(260),
      yoyo: true,
      repeat: 3,
      ease: 'Quad.easeOut',
    });
  }
}
