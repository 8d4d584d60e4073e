// The scenery outputs of `npm run assets:build`: the logo and favicon, the not-found television,
// parchment frames, and the adventure art (world map and pins, the store, the jail board, icons).
import type { LocationId } from '../../../src/content/types.ts';
import type { RenderJob } from '../lib/renderJob.ts';
import { paintEmblem } from './emblem.ts';
import { JAIL_HEIGHT, JAIL_WIDTH, paintJailBoard } from './jailBoard.ts';
import { LOGO_HEIGHT, LOGO_WIDTH, paintLogo } from './logo.ts';
import { paintMapPin } from './mapPin.ts';
import { MAP_PINS, MAP_PIN_IMAGE, MAP_SIZE } from './mapPins.ts';
import { paintWorldMap } from './mapWorld.ts';
import { paintParchment, paintParchmentSmall } from './parchment.ts';
import { PARCHMENT, PARCHMENT_SMALL } from './parchmentSlices.ts';
import { STALL_HEIGHT, STALL_WIDTH, paintStoreStall } from './storeStall.ts';
import { paintTelevision } from './television.ts';
import { TV_SET } from './tvScreen.ts';
import { book, cardStack, chest, goldCoins, placeWare, potion, type Ware } from './wares.ts';

const DIR = 'art/scenery';

/** Inventory icons: 96 px with alpha, a 4 px outline. */
const icon = (name: string, ware: Ware): RenderJob => ({
  file: `${DIR}/icon-${name}.png`,
  width: 96,
  height: 96,
  format: 'image/png',
  paint: (ctx) => placeWare(ctx, ware, 48, 48, 92, 4),
});

/** A pin for each location of the world map. */
const PIN_LOCATIONS = Object.keys(MAP_PINS) as LocationId[];
const pin = (location: LocationId): RenderJob => ({
  file: `${DIR}/map-pin-${location}.png`,
  width: MAP_PIN_IMAGE.width,
  height: MAP_PIN_IMAGE.height,
  format: 'image/png',
  paint: (ctx) => paintMapPin(ctx, location),
});

export const SCENERY_RENDERS: readonly RenderJob[] = [
  {
    file: `${DIR}/logo.webp`,
    width: LOGO_WIDTH,
    height: LOGO_HEIGHT,
    format: 'image/webp',
    quality: 0.8,
    paint: paintLogo,
  },
  {
    file: `${DIR}/logo-mark.webp`,
    width: 512,
    height: 512,
    format: 'image/webp',
    quality: 0.8,
    paint: (ctx) => paintEmblem(ctx, 512),
  },
  {
    file: `${DIR}/favicon.png`,
    width: 64,
    height: 64,
    format: 'image/png',
    paint: (ctx) => paintEmblem(ctx, 64),
  },

  {
    file: `${DIR}/television.webp`,
    width: TV_SET.width,
    height: TV_SET.height,
    format: 'image/webp',
    quality: 0.88,
    paint: paintTelevision,
  },

  {
    file: `${DIR}/parchment.webp`,
    width: PARCHMENT.width,
    height: PARCHMENT.height,
    format: 'image/webp',
    quality: 0.9,
    paint: paintParchment,
  },
  {
    file: `${DIR}/parchment-small.webp`,
    width: PARCHMENT_SMALL.width,
    height: PARCHMENT_SMALL.height,
    format: 'image/webp',
    quality: 0.9,
    paint: paintParchmentSmall,
  },

  icon('potion', potion('#e0303f')),
  icon('gold', goldCoins),
  icon('book', book),
  icon('chest', chest),
  icon('cards', cardStack),

  ...PIN_LOCATIONS.map(pin),

  {
    file: `${DIR}/map-world.webp`,
    width: MAP_SIZE.width,
    height: MAP_SIZE.height,
    format: 'image/webp',
    quality: 0.84,
    paint: paintWorldMap,
  },

  {
    file: `${DIR}/store-stall.webp`,
    width: STALL_WIDTH,
    height: STALL_HEIGHT,
    format: 'image/webp',
    quality: 0.84,
    paint: paintStoreStall,
  },

  {
    file: `${DIR}/jail-board.webp`,
    width: JAIL_WIDTH,
    height: JAIL_HEIGHT,
    format: 'image/webp',
    quality: 0.84,
    paint: paintJailBoard,
  },
];
