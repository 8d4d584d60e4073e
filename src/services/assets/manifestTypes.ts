// The shape of assets/manifest.json: every picture and sound of the game by key. Scenes, screens
// and content name assets by key; only this manifest knows files. An artist swaps a sprite sheet by
// replacing its file and, if its frames change, this one entry (ARTISTS.md).

/** File paths are relative to the assets/ folder. */
export interface ImageAsset {
  readonly type: 'image';
  readonly file: string;
}

export interface Animation {
  /** First and last frame index, inclusive, counted left to right, top to bottom. */
  readonly start: number;
  readonly end: number;
  readonly frameRate: number;
  /** -1 loops forever; 0 plays once. */
  readonly repeat: number;
}

export interface SpriteSheetAsset {
  readonly type: 'spritesheet';
  readonly file: string;
  readonly frameWidth: number;
  readonly frameHeight: number;
  readonly animations: Readonly<Record<string, Animation>>;
}

export interface AudioAsset {
  readonly type: 'audio';
  /** The same sound in several formats, best first; the player uses the first it can decode. */
  readonly files: readonly string[];
  readonly volume: number;
  readonly loop: boolean;
  /** Named slices of one file, in milliseconds: [start, duration]. */
  readonly sprite?: Readonly<Record<string, readonly [number, number]>>;
}

/** A card's attack video (docs/game-design.md §2.8: a full-screen video overlay while it plays). */
export interface VideoAsset {
  readonly type: 'video';
  readonly file: string;
}

export type Asset = ImageAsset | SpriteSheetAsset | AudioAsset | VideoAsset;

/** Which kind an entry is. Data-free, so code that must not take the whole manifest can use them. */
export function isImage(entry: Asset): entry is ImageAsset {
  return entry.type === 'image';
}

export function isSpriteSheet(entry: Asset): entry is SpriteSheetAsset {
  return entry.type === 'spritesheet';
}

export function isAudio(entry: Asset): entry is AudioAsset {
  return entry.type === 'audio';
}

export interface Manifest {
  readonly version: 1;
  readonly assets: Readonly<Record<string, Asset>>;
  /** Assets each screen loads before it shows, so no screen waits for another's. */
  readonly packs: Readonly<Record<string, readonly string[]>>;
}
