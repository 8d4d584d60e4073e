// Paints the battle's art into Phaser textures once per game: the battleground, every fighter pose,
// card faces (on first use) and the cinematic pictures of each card family.
import type Phaser from 'phaser';
import { getCard } from '../../content/index.ts';
import { BATTLEGROUND_HEIGHT, BATTLEGROUND_WIDTH, paintBattleground } from '../art/battlegroundArt.ts';
import {
  CARD_ART_HEIGHT,
  CARD_ART_WIDTH,
  FAMILY_COLOURS,
  paintCardFace,
  paintIllustration,
  type CardFamily,
} from '../art/cardArt.ts';
import {
  FIGHTER_ART_HEIGHT,
  FIGHTER_ART_WIDTH,
  paintFighter,
  type FighterLook,
  type FighterPose,
} from '../art/fighterArt.ts';

export const BATTLEGROUND_KEY = 'battleground.village';
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

export function fighterKey(look: FighterLook, pose: FighterPose): string {
  return `fighter.${look}.${pose}`;
}

export function cardKey(cardId: number): string {
  return `card.face.${cardId}`;
}

export function cinematicKey(family: CardFamily): string {
  return `card.cinematic.${family}`;
}

export function paintBattleTextures(scene: Phaser.Scene): void {
  paint(scene, BATTLEGROUND_KEY, BATTLEGROUND_WIDTH, BATTLEGROUND_HEIGHT, paintBattleground);
  for (const look of ['kidlat', 'alon'] as const)
    for (const pose of ['stance', 'strike', 'hurt', 'victory'] as const)
      paint(scene, fighterKey(look, pose), FIGHTER_ART_WIDTH, FIGHTER_ART_HEIGHT, (ctx) =>
        paintFighter(ctx, look, pose),
      );
  paint(scene, SPARK_KEY, 32, 32, (ctx) => {
    const glow = ctx.createRadialGradient(16, 16, 0, 16, 16, 16);
    glow.addColorStop(0, 'rgba(255,255,255,1)');
    glow.addColorStop(0.4, 'rgba(255,230,160,0.9)');
    glow.addColorStop(1, 'rgba(255,160,60,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, 32, 32);
  });
}

export function ensureCardTexture(scene: Phaser.Scene, cardId: number): string {
  const key = cardKey(cardId);
  paint(scene, key, CARD_ART_WIDTH, CARD_ART_HEIGHT, (ctx) => paintCardFace(ctx, getCard(cardId)));
  return key;
}

export function ensureCinematicTexture(scene: Phaser.Scene, family: CardFamily): string {
  const key = cinematicKey(family);
  paint(scene, key, 420, 420, (ctx) => {
    const colours = FAMILY_COLOURS[family];
    const glow = ctx.createRadialGradient(210, 210, 20, 210, 210, 210);
    glow.addColorStop(0, colours.glow);
    glow.addColorStop(0.5, colours.frame);
    glow.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, 420, 420);
    ctx.translate(210, 210);
    ctx.scale(1.6, 1.6);
    paintIllustration(ctx, family, 0, 0, 2);
  });
  return key;
}
