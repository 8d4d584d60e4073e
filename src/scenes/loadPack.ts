// Queues one asset pack of the manifest on a scene's loader and reports its progress to the store.
import type Phaser from 'phaser';
import { asset, assetUrl, isAudio, isImage, isSpriteSheet, packKeys } from '../services/assets/manifest.ts';
import { reportPackProgress } from '../state/assetLoading.ts';

export function queuePack(scene: Phaser.Scene, pack: string): void {
  let queued = 0;
  for (const key of packKeys(pack)) {
    if (scene.textures.exists(key)) continue;
    const entry = asset(key);
    if (isImage(entry)) scene.load.image(key, assetUrl(entry.file));
    else if (isSpriteSheet(entry)) {
      scene.load.spritesheet(key, assetUrl(entry.file), {
        frameWidth: entry.frameWidth,
        frameHeight: entry.frameHeight,
      });
    } else if (isAudio(entry)) continue; // Sounds play through howler, not Phaser.
    queued += 1;
  }
  if (queued === 0) return;
  reportPackProgress(pack, 0);
  scene.load.on('progress', (value: number) => reportPackProgress(pack, value));
  scene.load.once('complete', () => reportPackProgress(pack, 1));
  scene.load.on('loaderror', (file: { key: string }) => console.error(`Asset "${file.key}" failed to load.`));
}
