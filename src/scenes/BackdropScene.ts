// The layered parallax backdrop behind the menus (docs/game-design.md §2.13):
// five layers, each shifted by the pointer at its own speed, with a slow drift of clouds and wind.
import Phaser from 'phaser';
import { useStageStore } from '../state/stage.ts';
import { queuePack } from './loadPack.ts';

interface Layer {
  /** Asset key in assets/manifest.json (pack 'login'). */
  key: string;
  /** Pixels the layer moves at the pointer's furthest position. */
  parallax: number;
  /** Horizontal drift: amplitude in pixels and period in seconds. */
  drift: [number, number];
}

const LAYERS: readonly Layer[] = [
  { key: 'backdrop.main', parallax: 12, drift: [0, 1] },
  { key: 'backdrop.cloudLeft', parallax: 28, drift: [26, 40] },
  { key: 'backdrop.cloudRight', parallax: 34, drift: [30, 52] },
  { key: 'backdrop.wind', parallax: 60, drift: [90, 14] },
  { key: 'backdrop.cloudFront', parallax: 46, drift: [12, 30] },
];

export class BackdropScene extends Phaser.Scene {
  private images: Phaser.GameObjects.Image[] = [];
  private unsubscribe: (() => void) | null = null;
  private elapsed = 0;

  constructor() {
    super('backdrop');
  }

  preload(): void {
    queuePack(this, 'login');
  }

  create(): void {
    for (const layer of LAYERS) this.images.push(this.add.image(0, 0, layer.key));
    this.layout();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.layout, this);
    this.applyBackdrop(useStageStore.getState().backdrop);
    this.unsubscribe = useStageStore.subscribe((state, previous) => {
      if (state.backdrop !== previous.backdrop) this.applyBackdrop(state.backdrop);
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.unsubscribe?.();
      this.unsubscribe = null;
      this.scale.off(Phaser.Scale.Events.RESIZE, this.layout, this);
    });
  }

  override update(_time: number, delta: number): void {
    this.elapsed += delta / 1000;
    const { pointer } = useStageStore.getState();
    const { width, height } = this.scale.gameSize;
    LAYERS.forEach((layer, index) => {
      const image = this.images[index];
      if (!image) return;
      const [amplitude, period] = layer.drift;
      const drift = amplitude * Math.sin((this.elapsed / period) * Math.PI * 2);
      // Layers move against the pointer, nearer layers further, which reads as depth.
      image.x = width / 2 - pointer.x * layer.parallax + drift;
      image.y = height / 2 - pointer.y * layer.parallax * 0.5;
    });
  }

  private layout(): void {
    const { width, height } = this.scale.gameSize;
    for (const image of this.images) {
      // Cover the view with a margin, so parallax never reveals an edge. Each layer is measured on
      // its own, so a swapped layer of another size still fits.
      const scale = Math.max((width + 140) / image.width, (height + 80) / image.height);
      image.setScale(scale).setPosition(width / 2, height / 2);
    }
  }

  private applyBackdrop(backdrop: string): void {
    this.cameras.main.setVisible(backdrop === 'village');
  }
}
