// The hand as a fanned row of cards at the bottom of the battleground. A card lifts when the
// pointer or the keyboard points at it; clicking opens its dialog through the battle commands.
// The fan keeps one image per slot for the whole game and only swaps its card face, so battle after
// battle adds no objects and no canvases.
import Phaser from 'phaser';
import { CARD_HEIGHT, CARD_LAYOUT, CARD_WIDTH } from '../../../assets/art/cards/layout.ts';
import { focusSlot, openCard } from '../../state/battle/index.ts';
import { ensureCardFace } from './cardFaceTexture.ts';
import { dur } from './motion.ts';

interface Slot {
  /** The card in the slot, or null while the slot is not part of the hand. */
  cardId: number | null;
  image: Phaser.GameObjects.Image;
  /**
   * A dark card-shaped veil over the face while the hand cannot be played. Fading the face itself
   * let the arena show through the cards; tinting is WebGL-only, and the tests draw with Canvas.
   */
  shade: Phaser.GameObjects.Graphics;
  x: number;
  y: number;
  angle: number;
}

export class HandFan {
  private slots: Slot[] = [];
  /** How many slots the current hand uses (the rest wait hidden). */
  private used = 0;
  private hovered = -1;
  private pressed = -1;
  private focused = 0;
  private playable = false;
  private scale = 0.5;
  private area = { width: 1280, height: 720 };

  constructor(private readonly scene: Phaser.Scene) {}

  /** Shows `hand`; the slots change their faces only when the cards change. */
  show(hand: readonly number[], playable: boolean, focused: number): void {
    const same = hand.length === this.used && hand.every((id, i) => this.slots[i]?.cardId === id);
    this.playable = playable;
    this.focused = focused;
    if (!same) this.deal(hand);
    this.settle();
  }

  layout(width: number, height: number): void {
    this.area = { width, height };
    this.scale = Math.min(0.62, (height * 0.3) / CARD_HEIGHT);
    this.place();
    this.settle(true);
  }

  /** The card leaves the fan toward the middle of the ring (the card was played). */
  throwCard(slot: number, toX: number, toY: number): void {
    const card = this.slots[slot];
    if (!card || slot >= this.used) return;
    const ghost = this.scene.add
      .image(card.image.x, card.image.y, card.image.texture.key)
      .setScale(card.image.scaleX)
      .setAngle(card.image.angle)
      .setDepth(40);
    card.image.setVisible(false);
    card.shade.setVisible(false);
    this.scene.tweens.add({
      targets: ghost,
      x: toX,
      y: toY,
      angle: 0,
      scale: this.scale * 1.4,
      alpha: 0,
      duration: dur(520),
      ease: 'Cubic.easeOut',
      onComplete: () => ghost.destroy(),
    });
  }

  /** Puts the hand's faces on the first slots (making slots only the first time a hand needs them). */
  private deal(hand: readonly number[]): void {
    this.hovered = -1;
    this.pressed = -1;
    while (this.slots.length < hand.length) this.slots.push(this.makeSlot(this.slots.length));
    this.slots.forEach((slot, index) => {
      const cardId = hand[index];
      if (cardId === undefined) {
        slot.cardId = null;
        this.scene.tweens.killTweensOf([slot.image, slot.shade]);
        slot.image.setVisible(false).disableInteractive();
        slot.shade.setVisible(false);
        return;
      }
      slot.cardId = cardId;
      slot.image.setTexture(ensureCardFace(this.scene, cardId)).setInteractive({ useHandCursor: true });
    });
    this.used = hand.length;
    this.place();
    this.settle(true);
  }

  private makeSlot(index: number): Slot {
    const image = this.scene.add
      .image(0, 0, '__DEFAULT')
      .setDepth(20 + index)
      .setVisible(false);
    image.setInteractive({ useHandCursor: true });
    image.on(Phaser.Input.Events.POINTER_OVER, () => {
      this.hovered = index;
      if (this.playable) focusSlot(index);
      this.settle();
    });
    image.on(Phaser.Input.Events.POINTER_OUT, () => {
      if (this.hovered === index) this.hovered = -1;
      this.settle();
    });
    // A card opens only when pressed and released on it: a release over a dialog button (which
    // Phaser also hears) must not pick the card under the pointer.
    image.on(Phaser.Input.Events.POINTER_DOWN, () => {
      this.pressed = index;
    });
    image.on(Phaser.Input.Events.POINTER_UP, () => {
      const cardId = this.slots[index]?.cardId;
      if (this.pressed === index && cardId != null) openCard(cardId);
      this.pressed = -1;
    });
    const { body, bodyRadius } = CARD_LAYOUT;
    const shade = this.scene.add
      .graphics()
      .fillStyle(0x0d0816, 1)
      .fillRoundedRect(body.x - CARD_WIDTH / 2, body.y - CARD_HEIGHT / 2, body.w, body.h, bodyRadius)
      .setVisible(false);
    return { cardId: null, image, shade, x: 0, y: 0, angle: 0 };
  }

  private place(): void {
    const n = this.used;
    const { width, height } = this.area;
    const cardWidth = CARD_WIDTH * this.scale;
    const spread = Math.min(cardWidth * 0.92, (width * 0.5) / Math.max(1, n));
    this.slots.slice(0, n).forEach((slot, i) => {
      const offset = i - (n - 1) / 2;
      slot.x = width / 2 + offset * spread;
      slot.y = height - CARD_HEIGHT * this.scale * 0.42 + offset * offset * 6;
      slot.angle = offset * 5;
    });
  }

  private settle(jump = false): void {
    this.slots.slice(0, this.used).forEach((slot, i) => {
      const lifted = this.playable && (i === this.hovered || (this.hovered < 0 && i === this.focused));
      const target = {
        x: slot.x,
        y: lifted ? slot.y - CARD_HEIGHT * this.scale * 0.32 : slot.y,
        angle: lifted ? 0 : slot.angle,
        scale: lifted ? this.scale * 1.14 : this.scale,
      };
      const veil = this.playable ? 0 : 0.45;
      const depth = lifted ? 30 : 20 + i;
      slot.image.setVisible(true).setDepth(depth);
      // Half a step above its card, under the next card of the fan.
      slot.shade.setVisible(true).setDepth(depth + 0.5);
      this.scene.tweens.killTweensOf([slot.image, slot.shade]);
      if (jump) {
        for (const part of [slot.image, slot.shade])
          part.setPosition(target.x, target.y).setAngle(target.angle).setScale(target.scale);
        slot.shade.setAlpha(veil);
      } else {
        const motion = { duration: dur(140), ease: 'Quad.easeOut' };
        this.scene.tweens.add({ targets: [slot.image, slot.shade], ...target, ...motion });
        this.scene.tweens.add({ targets: slot.shade, alpha: veil, ...motion });
      }
    });
  }

  destroy(): void {
    for (const slot of this.slots) {
      slot.image.destroy();
      slot.shade.destroy();
    }
    this.slots = [];
    this.used = 0;
  }
}
