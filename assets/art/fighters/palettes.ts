// Who the fighters are: build, colours, costume and weapons of the two playable fighters and the
// three story enemies. Each must read from its silhouette alone: Kidlat's streaming headband,
// Alon's salakot, the Tulisan's hunched bulk and bolo, the Babaylan's headdress, skirt and staff,
// the Bantay's rattan armour, spear and tall shield.

export type LookName = 'kidlat' | 'alon' | 'tulisan' | 'babaylan' | 'bantay';

export const LOOK_NAMES: readonly LookName[] = ['kidlat', 'alon', 'tulisan', 'babaylan', 'bantay'];

/** The locked fighters: only their silhouettes are shown until their story is told. */
export type SecretName = 'bagyo' | 'hangin';

/** The weapon a hand holds (or 'open' for a bare, casting hand). */
export type Weapon = 'stick' | 'bolo' | 'daga' | 'staff' | 'spear' | 'shield' | 'open';

export type Headgear = 'headband' | 'salakot' | 'bandana' | 'headdress' | 'helmet';
export type HairStyle = 'spiky' | 'tied' | 'shaggy' | 'long' | 'cropped';
export type TorsoStyle = 'vest' | 'tunic' | 'baro' | 'armour';
export type LegStyle = 'pants' | 'shorts' | 'skirt';

/** Body proportions, in pixels of a 360 × 420 frame. */
export interface Build {
  readonly torso: number;
  readonly shoulder: number;
  readonly waist: number;
  readonly hips: number;
  readonly upperArm: number;
  readonly foreArm: number;
  readonly thigh: number;
  readonly shin: number;
  /** Limb thickness, 1 for the fighters. */
  readonly bulk: number;
  readonly headSize: number;
}

export interface Look {
  readonly name: LookName | SecretName;
  readonly build: Build;
  readonly skin: string;
  readonly hair: { readonly colour: string; readonly style: HairStyle };
  readonly headgear: { readonly kind: Headgear; readonly colour: string; readonly accent: string };
  readonly torso: {
    readonly style: TorsoStyle;
    readonly colour: string;
    readonly trim: string;
    /** What shows under an open vest or tunic. */
    readonly under: string;
    readonly motif: 'lightning' | 'wave' | 'tattoo' | 'beads' | 'bands';
  };
  /** Sleeves to the elbow ('short'), to the wrist ('long'), or bare arms ('none'). */
  readonly sleeves: { readonly colour: string; readonly length: 'none' | 'short' | 'long' };
  /** `cut`: how much of the shin the trousers cover (1 to the ankle, 0 at the knee). */
  readonly legs: {
    readonly colour: string;
    readonly style: LegStyle;
    readonly accent: string;
    readonly cut: number;
  };
  /** Wrist wraps, bangles or bracers. */
  readonly wrists: string;
  readonly sash: { readonly colour: string; readonly accent: string };
  readonly feet: 'bare' | 'sandals';
  readonly front: Weapon;
  readonly back: Weapon;
  readonly face: {
    readonly mask?: string;
    readonly paint?: string;
    readonly moustache?: boolean;
    readonly scar?: boolean;
    readonly earring?: string;
  };
  /** Rattan of the sticks, wood of the staff and spear. */
  readonly wood: string;
  /** The colour of this fighter's power-up light. */
  readonly aura: string;
}

const FIGHTER_BUILD: Build = {
  torso: 90,
  shoulder: 33,
  waist: 24,
  hips: 26,
  upperArm: 50,
  foreArm: 45,
  thigh: 70,
  shin: 68,
  bulk: 1,
  headSize: 1,
};

export const LOOKS: Readonly<Record<LookName, Look>> = {
  kidlat: {
    name: 'kidlat',
    build: FIGHTER_BUILD,
    skin: '#c98a5e',
    hair: { colour: '#1b1020', style: 'spiky' },
    headgear: { kind: 'headband', colour: '#e0303f', accent: '#ffd23f' },
    torso: { style: 'vest', colour: '#b3202f', trim: '#ffd23f', under: '#f1e3c8', motif: 'lightning' },
    sleeves: { colour: '#f1e3c8', length: 'short' },
    legs: { colour: '#3a2a24', style: 'pants', accent: '#b3202f', cut: 0.86 },
    wrists: '#e0303f',
    sash: { colour: '#ffd23f', accent: '#b3202f' },
    feet: 'bare',
    front: 'stick',
    back: 'stick',
    face: {},
    wood: '#d39a55',
    aura: '#ffd23f',
  },
  alon: {
    name: 'alon',
    build: { ...FIGHTER_BUILD, shoulder: 31, waist: 23 },
    skin: '#b97a52',
    hair: { colour: '#15131f', style: 'tied' },
    headgear: { kind: 'salakot', colour: '#d9b26a', accent: '#b0302a' },
    torso: { style: 'vest', colour: '#1f7a8c', trim: '#9be7f0', under: '#e9efe6', motif: 'wave' },
    sleeves: { colour: '#e9efe6', length: 'long' },
    legs: { colour: '#23304f', style: 'pants', accent: '#9be7f0', cut: 0.6 },
    wrists: '#9be7f0',
    sash: { colour: '#e8f4f2', accent: '#1f7a8c' },
    feet: 'bare',
    front: 'stick',
    back: 'stick',
    face: {},
    wood: '#c98a4b',
    aura: '#9be7f0',
  },
  tulisan: {
    name: 'tulisan',
    build: {
      torso: 86,
      shoulder: 40,
      waist: 29,
      hips: 28,
      upperArm: 52,
      foreArm: 47,
      thigh: 66,
      shin: 64,
      bulk: 1.22,
      headSize: 1,
    },
    skin: '#a86a44',
    hair: { colour: '#17111a', style: 'shaggy' },
    headgear: { kind: 'bandana', colour: '#7a2430', accent: '#d9a441' },
    torso: { style: 'tunic', colour: '#5b4a32', trim: '#8a7048', under: '#a86a44', motif: 'tattoo' },
    sleeves: { colour: '#a86a44', length: 'none' },
    legs: { colour: '#4a3b2e', style: 'shorts', accent: '#7a2430', cut: 0 },
    wrists: '#4a3024',
    sash: { colour: '#8a6a3a', accent: '#5a4426' },
    feet: 'bare',
    front: 'bolo',
    back: 'daga',
    face: { mask: '#2f2636', scar: true },
    wood: '#5a3a22',
    aura: '#ff6a3a',
  },
  babaylan: {
    name: 'babaylan',
    build: {
      torso: 88,
      shoulder: 27,
      waist: 19,
      hips: 25,
      upperArm: 49,
      foreArm: 44,
      thigh: 72,
      shin: 70,
      bulk: 0.86,
      headSize: 0.96,
    },
    skin: '#b47c56',
    hair: { colour: '#141018', style: 'long' },
    headgear: { kind: 'headdress', colour: '#e7b53c', accent: '#c0304a' },
    torso: { style: 'baro', colour: '#5b2a6e', trim: '#e7b53c', under: '#5b2a6e', motif: 'beads' },
    sleeves: { colour: '#5b2a6e', length: 'short' },
    legs: { colour: '#3a1d4a', style: 'skirt', accent: '#c0304a', cut: 1 },
    wrists: '#e7b53c',
    sash: { colour: '#c0304a', accent: '#e7b53c' },
    feet: 'bare',
    front: 'staff',
    back: 'open',
    face: { paint: '#f6ead7', earring: '#e7b53c' },
    wood: '#6b4a2b',
    aura: '#c58cff',
  },
  bantay: {
    name: 'bantay',
    build: {
      torso: 92,
      shoulder: 42,
      waist: 33,
      hips: 31,
      upperArm: 50,
      foreArm: 46,
      thigh: 68,
      shin: 66,
      bulk: 1.3,
      headSize: 1.02,
    },
    skin: '#9c6640',
    hair: { colour: '#1a1418', style: 'cropped' },
    headgear: { kind: 'helmet', colour: '#c98a4b', accent: '#6b4a2b' },
    torso: { style: 'armour', colour: '#c98a4b', trim: '#6b4a2b', under: '#2d3a5a', motif: 'bands' },
    sleeves: { colour: '#2d3a5a', length: 'short' },
    legs: { colour: '#2a2434', style: 'pants', accent: '#c98a4b', cut: 0.5 },
    wrists: '#c98a4b',
    sash: { colour: '#a8322e', accent: '#e0b25a' },
    feet: 'sandals',
    front: 'spear',
    back: 'shield',
    face: { moustache: true },
    wood: '#7a5232',
    aura: '#f2b544',
  },
};

/**
 * The shapes of the locked fighters, painted only as silhouettes: Bagyo, a heavy wanderer from the
 * northern mountains with wild hair and two sticks; Hangin, a slight babaylan's apprentice with a
 * single olisi and a long scarf in the wind.
 */
export const SECRET_LOOKS: Readonly<Record<SecretName, Look>> = {
  bagyo: {
    ...LOOKS.kidlat,
    name: 'bagyo',
    build: { ...FIGHTER_BUILD, shoulder: 38, waist: 27, bulk: 1.15 },
    hair: { colour: '#111111', style: 'spiky' },
    headgear: { kind: 'bandana', colour: '#555555', accent: '#555555' },
    torso: { ...LOOKS.kidlat.torso, style: 'tunic' },
    sleeves: { colour: '#333333', length: 'none' },
  },
  hangin: {
    ...LOOKS.alon,
    name: 'hangin',
    build: LOOKS.babaylan.build,
    hair: { colour: '#111111', style: 'long' },
    headgear: { kind: 'headband', colour: '#555555', accent: '#555555' },
    back: 'open',
  },
};
