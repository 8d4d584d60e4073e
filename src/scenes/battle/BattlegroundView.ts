// The battleground behind the fighters: a back layer, and a foreground layer in front of them.
// Which ground shows depends on where the battle happens: the arena for two-player and computer
// battles, or a story location. Over the painted layers a few overlays keep the place alive: fire
// light that flickers on torches and bonfires, lamps that breathe, water that glints, plants that
// sway in front, fireflies or embers drifting. With reduced motion they all hold still.
import Phaser from 'phaser';
import {
  FLAME_OVERLAY,
  FRONT_TOP,
  GLOW_OVERLAY,
  GROUND_HEIGHT,
  GROUND_WIDTH,
  PLANS,
  groundOf,
  type GroundId,
  type GroundPlan,
  type SwayKey,
} from '../../../assets/art/battlegrounds/plan.ts';
import { bonfireFlame, torchFlame } from '../../../assets/art/lib/fire.ts';
import { drift, flicker, sway } from './groundMotion.ts';
import { reducedMotion } from './motion.ts';

const GLOW_KEY = 'battleground.glow';
const FLAME_KEY = 'battleground.flame';
const SHIMMER_KEY = 'battleground.shimmer';

/** Depths: the back layer and what lives on it stay within 0-5, the foreground at 15. */
const DEPTH = {
  back: 0,
  water: 1,
  flame: 2,
  glow: 3,
  mote: 4,
  front: 15,
  frontFlame: 15.2,
  frontGlow: 15.4,
  sway: 15.6,
};

/** How far each kind of plant leans at most, in degrees. */
const SWAY_DEGREES: Readonly<Record<SwayKey, number>> = {
  'battleground.grass': 3,
  'battleground.fern': 2,
  'battleground.reeds': 4,
  'battleground.vine': 2.5,
};

/** One overlay and where it belongs, in ground pixels; `tick` moves it with the clock. */
interface Overlay {
  readonly object: Phaser.GameObjects.Image | Phaser.GameObjects.TileSprite;
  readonly x: number;
  readonly y: number;
  readonly tick: (seconds: number, cover: number) => void;
  /** The state it holds still in, with reduced motion. */
  readonly rest: (cover: number) => void;
}

export class BattlegroundView {
  private readonly back: Phaser.GameObjects.Image;
  private readonly front: Phaser.GameObjects.Image;
  private overlays: Overlay[] = [];
  private ground: GroundId | null = null;
  private cover = 1;
  private origin = { x: 0, y: 0 };
  private still = false;
  /** Hidden while a full-screen cinematic covers it: the Canvas renderer paints every visible pixel. */
  private hidden = false;

  constructor(private readonly scene: Phaser.Scene) {
    this.back = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(DEPTH.back);
    this.front = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(DEPTH.front);
    this.show('arena');
  }

  /** 'arena' or a story location id; anything else shows the arena. */
  show(location: string): void {
    const ground = groundOf(location);
    if (ground === this.ground) return;
    this.ground = ground;
    this.setLayer(this.back, `battleground.${ground}`, 'battleground.arena');
    this.setLayer(this.front, `battleground.${ground}.front`, 'battleground.arena.front');
    for (const overlay of this.overlays) overlay.object.destroy();
    this.overlays = this.buildOverlays(PLANS[ground]);
    for (const overlay of this.overlays) overlay.object.setVisible(!this.hidden);
    this.place();
  }

  /** Hides the ground while something opaque covers the whole view, and shows it again. */
  setHidden(hidden: boolean): void {
    if (hidden === this.hidden) return;
    this.hidden = hidden;
    for (const image of [this.back, this.front])
      image.setVisible(
        !hidden && this.scene.textures.exists(image.texture.key) && image.texture.key !== '__DEFAULT',
      );
    for (const overlay of this.overlays) overlay.object.setVisible(!hidden);
  }

  /** Covers the view; returns the y of the line the fighters stand on. */
  layout(width: number, height: number): { floorY: number } {
    this.cover = Math.max(width / GROUND_WIDTH, height / GROUND_HEIGHT);
    this.origin = {
      x: (width - GROUND_WIDTH * this.cover) / 2,
      y: (height - GROUND_HEIGHT * this.cover) / 2,
    };
    this.place();
    return { floorY: this.at(0, PLANS[this.ground ?? 'arena'].floor * GROUND_HEIGHT).y };
  }

  /** Called every frame with the scene clock in seconds. */
  update(seconds: number): void {
    if (reducedMotion()) {
      if (!this.still) this.place();
      return;
    }
    this.still = false;
    for (const overlay of this.overlays) overlay.tick(seconds, this.cover);
  }

  /** A point of the ground in view pixels. */
  private at(x: number, y: number): { x: number; y: number } {
    return { x: this.origin.x + x * this.cover, y: this.origin.y + y * this.cover };
  }

  private setLayer(image: Phaser.GameObjects.Image, key: string, fallback: string): void {
    const texture = [key, fallback].find((k) => this.scene.textures.exists(k));
    image.setVisible(texture !== undefined && !this.hidden);
    if (texture) image.setTexture(texture);
  }

  private place(): void {
    const { x, y } = this.origin;
    this.back.setPosition(x, y).setDisplaySize(GROUND_WIDTH * this.cover, GROUND_HEIGHT * this.cover);
    this.front
      .setPosition(x, y + FRONT_TOP * this.cover)
      .setDisplaySize(GROUND_WIDTH * this.cover, (GROUND_HEIGHT - FRONT_TOP) * this.cover);
    for (const overlay of this.overlays) {
      const p = this.at(overlay.x, overlay.y);
      overlay.object.setPosition(p.x, p.y);
      overlay.rest(this.cover);
    }
    this.still = reducedMotion();
  }

  private buildOverlays(plan: GroundPlan): Overlay[] {
    const overlays: Overlay[] = [];
    const has = (key: string) => this.scene.textures.exists(key);
    let seed = 0;
    const fires = [
      ...plan.torches.map((t) => ({ ...torchFlame(t), front: false })),
      ...plan.frontTorches.map((t) => ({ ...torchFlame(t), front: true })),
      ...plan.bonfires.map((b) => ({ ...bonfireFlame(b), front: false })),
    ];
    for (const fire of fires) {
      const s = (seed += 1);
      if (has(FLAME_KEY)) overlays.push(this.flame(fire.x, fire.y, fire.size, fire.front, s));
      if (has(GLOW_KEY))
        overlays.push(
          // Fires in front are big and close: a smaller, fainter glow keeps them from burning white.
          this.glow(
            fire.x,
            fire.y - fire.size,
            fire.size * (fire.front ? 7 : 10),
            fire.front ? DEPTH.frontGlow : DEPTH.glow,
            fire.front ? 0.22 : 0.55,
            s,
          ),
        );
    }
    if (has(GLOW_KEY))
      for (const lamp of plan.lamps)
        overlays.push(this.glow(lamp.x, lamp.y, lamp.radius * 2, DEPTH.glow, 0.4, (seed += 1)));
    if (has(SHIMMER_KEY)) for (const water of plan.water) overlays.push(this.shimmer(water, (seed += 1)));
    for (const plant of plan.sways) {
      if (!has(plant.key)) continue;
      const s = (seed += 1);
      const hanging = plant.key === 'battleground.vine';
      const image = this.scene.add
        .image(0, 0, plant.key)
        .setOrigin(0.5, hanging ? 0 : 1)
        .setFlipX(plant.flip ?? false)
        .setDepth(DEPTH.sway);
      const degrees = SWAY_DEGREES[plant.key];
      overlays.push({
        object: image,
        x: plant.x,
        y: plant.y,
        tick: (seconds) => image.setAngle(sway(seconds, s, degrees)),
        rest: (cover) => image.setScale(plant.scale * cover).setAngle(0),
      });
    }
    if (plan.motes && has(GLOW_KEY)) {
      const { area, count, kind } = plan.motes;
      for (let i = 0; i < count; i += 1) overlays.push(this.mote(area, kind === 'ember', (seed += 1)));
    }
    return overlays;
  }

  /** A flame drawn over the painted one, a little taller and flickering. */
  private flame(x: number, y: number, size: number, front: boolean, seed: number): Overlay {
    const image = this.scene.add
      .image(0, 0, FLAME_KEY)
      .setOrigin(0.5, FLAME_OVERLAY.baseY / FLAME_OVERLAY.height)
      .setDepth(front ? DEPTH.frontFlame : DEPTH.flame);
    const scale = size / FLAME_OVERLAY.size;
    return {
      object: image,
      x,
      y,
      tick: (seconds, cover) => {
        const f = flicker(seconds, seed);
        image.setScale(scale * cover * (1 + (f - 0.8) * 0.2), scale * cover * (0.98 + (f - 0.8) * 0.6));
        image.setAngle((f - 1) * 20);
      },
      rest: (cover) => image.setScale(scale * cover * 1.02).setAngle(0),
    };
  }

  /** Warm light added over what is painted; it breathes with its fire. */
  private glow(x: number, y: number, diameter: number, depth: number, alpha: number, seed: number): Overlay {
    const image = this.scene.add.image(0, 0, GLOW_KEY).setBlendMode(Phaser.BlendModes.ADD).setDepth(depth);
    const scale = diameter / GLOW_OVERLAY;
    return {
      object: image,
      x,
      y,
      tick: (seconds, cover) => {
        const f = flicker(seconds, seed);
        image.setAlpha(alpha * f).setScale(scale * cover * (0.94 + f * 0.06));
      },
      rest: (cover) => image.setAlpha(alpha).setScale(scale * cover),
    };
  }

  /** Glints drifting slowly across a band of water, fading in and out. */
  private shimmer(water: GroundPlan['water'][number], seed: number): Overlay {
    const sprite = this.scene.add
      .tileSprite(0, 0, water.width, water.height, SHIMMER_KEY)
      .setOrigin(0, 0)
      .setBlendMode(Phaser.BlendModes.ADD)
      .setDepth(DEPTH.water);
    return {
      object: sprite,
      x: water.x,
      y: water.y,
      tick: (seconds) => {
        sprite.tilePositionX = seconds * 14 + seed * 40;
        sprite.setAlpha(0.55 + Math.sin(seconds * 1.4 + seed) * 0.25);
      },
      rest: (cover) => sprite.setScale(cover).setAlpha(0.6),
    };
  }

  /** A firefly blinking along a slow loop, or an ember rising from a fire. */
  private mote(area: GroundPlan['water'][number], rising: boolean, seed: number): Overlay {
    const image = this.scene.add
      .image(0, 0, GLOW_KEY)
      .setBlendMode(Phaser.BlendModes.ADD)
      .setDepth(DEPTH.mote);
    const size = rising ? 0.07 : 0.09;
    return {
      object: image,
      x: area.x,
      y: area.y,
      tick: (seconds, cover) => {
        const m = drift(seconds, seed, rising);
        const p = this.at(area.x + m.x * area.width, area.y + m.y * area.height);
        image
          .setPosition(p.x, p.y)
          .setAlpha(m.alpha)
          .setScale(size * cover);
      },
      rest: (cover) => image.setScale(size * cover).setAlpha(0),
    };
  }
}
