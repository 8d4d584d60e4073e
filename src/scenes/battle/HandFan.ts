// The hand as a fanned row of cards at the bottom of the battleground. A card lifts when the
// pointer or the keyboard points at it; clicking opens its dialog through the battle commands.
// The fan keeps one image per slot for the whole game and only swaps its card face, so battle after
// battle adds no objects and no canvases.
import Phaser from 'phaser';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../assets/art/cards/layout.ts';
import { focusSlot, openCard } from '../../state/battle/index.ts';
import { ensureCardFace } from './cardFaceTexture.ts';
import { dur } from './motion.ts';

interface Slot {
  /** The card in the slot, or null while the slot is not part of the hand. */
  cardId: number | null;
  image: Phaser.GameObjects.Image;
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
        this.scene.tweens.killTweensOf(slot.image);
        slot.image.setVisible(false).disableInteractive();
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
    return { cardId: null, image, x: 0, y: 0, angle: 0 };
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
        alpha: this.playable ? 1 : 0.55,
      };
      slot.image.setVisible(true).setDepth(lifted ? 30 : 20 + i);
      this.scene.tweens.killTweensOf(slot.image);
      if (jump)
        slot.image
          .setPosition(target.x, target.y)
          .setAngle(target.angle)
          .setScale(target.scale)
          .setAlpha(target.alpha);
      else
        this.scene.tweens.add({ targets: slot.image, ...target, duration: dur(140), ease: 'Quad.easeOut' });
    });
  }

  destroy(): void {
    for (const slot of this.slots) slot.image.destroy();
    this.slots = [];
    this.used = 0;
  }
}
