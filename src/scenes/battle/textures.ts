// Paints the battle's art into Phaser textures once per game: the spark of a hit.
import type Phaser from 'phaser';

export const SPARK_KEY = 'battle.spark';

function paint(
  scene: Phaser.Scene,
  key: string,
  w: number,
  h: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
) {
  if (scene.textures.exists(key)) return;
  const texture = scene.textures.createCanvas(key, w, h);
  if (!texture) return;
  draw(texture.getContext());
  texture.refresh();
}

export function paintBattleTextures(scene: Phaser.Scene): void {
  paint(scene, SPARK_KEY, 32, 32, (ctx) => {
    const glow = ctx.createRadialGradient(16, 16, 0, 16, 16, 16);
    glow.addColorStop(0, 'rgba(255,255,255,1)');
    glow.addColorStop(0.4, 'rgba(255,230,160,0.9)');
    glow.addColorStop(1, 'rgba(255,160,60,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, 32, 32);
  });
}
