// The fighters' art for the React screens, by manifest key: select portraits (portrait.<name>),
// battle header avatars (avatar.<name>, avatar.shadow for a nameless foe) and the frames of the
// sprite sheets that the DOM plays as CSS backgrounds (no extra <canvas> on the page).
import { ENEMIES, FIGHTERS, FIGHTER_BY_ID } from '../../content/index.ts';
import { MANIFEST, findImageUrl } from '../../services/assets/manifest.ts';
import type { Animation, SpriteSheetAsset } from '../../services/assets/manifestTypes.ts';

export const SHADOW_AVATAR = 'avatar.shadow';

/** 'fighter.kidlat' → 'kidlat', 'enemy.tulisan' → 'tulisan'. */
export function nameOfArt(art: string): string {
  return art.slice(art.indexOf('.') + 1);
}

/** The framed bust of a fighter on the select screen; locked fighters show their silhouette. */
export function portraitUrl(fighterId: number): string | null {
  const fighter = FIGHTER_BY_ID.get(fighterId);
  return fighter ? findImageUrl(`portrait.${nameOfArt(fighter.art)}`) : null;
}

/** The round avatar for a battle side's art key (avatar.shadow for a side without art). */
export function avatarUrl(art: string | null): string {
  return (art ? findImageUrl(`avatar.${nameOfArt(art)}`) : null) ?? findImageUrl(SHADOW_AVATAR) ?? '';
}

/** The art key of a winner named on the victory screen, if it is a fighter or an enemy. */
export function artOfWinner(name: string): string | null {
  const owner = [...FIGHTERS.filter((f) => !f.locked), ...ENEMIES].find((f) => f.name === name);
  return owner?.art ?? null;
}

export function sheetOf(art: string): SpriteSheetAsset | null {
  const entry = MANIFEST.assets[art];
  return entry?.type === 'spritesheet' ? entry : null;
}

/** The sheet's grid, once its picture is known (an artist may change the layout in the manifest). */
export interface SheetGrid {
  readonly columns: number;
  readonly rows: number;
}

export function gridOf(sheet: SpriteSheetAsset, width: number, height: number): SheetGrid {
  return {
    columns: Math.max(1, Math.round(width / sheet.frameWidth)),
    rows: Math.max(1, Math.round(height / sheet.frameHeight)),
  };
}

/** CSS that shows one frame of a sheet as the background of a box of the frame's proportions. */
export function frameBackground(url: string, grid: SheetGrid, frame: number): Record<string, string> {
  const column = frame % grid.columns;
  const row = Math.floor(frame / grid.columns);
  const x = grid.columns > 1 ? (column / (grid.columns - 1)) * 100 : 0;
  const y = grid.rows > 1 ? (row / (grid.rows - 1)) * 100 : 0;
  return {
    backgroundImage: `url("${url}")`,
    backgroundSize: `${grid.columns * 100}% ${grid.rows * 100}%`,
    backgroundPosition: `${x}% ${y}%`,
  };
}

/** How long one pass of an animation lasts, in milliseconds. */
export function animationMs(animation: Animation): number {
  return ((animation.end - animation.start + 1) / animation.frameRate) * 1000;
}
