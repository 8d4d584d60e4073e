// The colours of the art direction (ARTISTS.md "Style"), shared by every painter so the backdrop,
// the battlegrounds and their props read as one world at dusk.
export const INK = '#1a0f1f';

/** The dusk sky, top to horizon. */
export const SKY = ['#120c2b', '#3b1f4f', '#b2494a', '#f2a65a'] as const;

export const LAMP = '#f2b544';
export const LAMP_SOFT = '#ffd98a';
export const RATTAN = '#c98a4b';
export const RATTAN_DARK = '#6b4a2b';
export const KIDLAT = '#b3202f';
export const KIDLAT_TRIM = '#ffd23f';
export const ALON = '#1f7a8c';
export const ALON_TRIM = '#9be7f0';
export const CLOTH = '#f1e3c8';

/** Foliage in the violet shade of dusk, and the warm edge it catches from the sky. */
export const LEAF = '#2c4a3a';
export const LEAF_DARK = '#1c3029';
export const LEAF_LIT = '#5f8a52';
export const TERRACE = '#3a6a4a';

export const THATCH = '#7a5a36';
export const THATCH_DARK = '#4e3524';
export const THATCH_LIT = '#b08850';
export const BAMBOO = '#9a7a45';
export const WOOD = '#5a3b26';
export const WOOD_DARK = '#3b2418';

export const STONE = '#6d5a6a';
export const STONE_DARK = '#46364a';
export const STONE_LIT = '#a88a86';
export const EARTH = '#5a3a2a';
export const EARTH_DARK = '#2a1a18';

/** Warm light from fires and windows. */
export const FIRE = ['#e0553a', '#f2b544', '#fff0b0'] as const;
export const WINDOW = '#ffcf7a';
