// The world map's location pins: a lamp-gold marker whose disc carries the place's colour and a
// tiny emblem (fire, tree, broken tower, house, boat, salakot). Tip at MAP_PIN_IMAGE.tipX/tipY.
import type { LocationId } from '../../../src/content/types.ts';
import { INK, KIDLAT, LAMP, TEXT, inkFill, mix, roundRect, type Ctx } from './ink.ts';
import { MAP_PIN_IMAGE } from './mapPins.ts';

const HEAD = { x: MAP_PIN_IMAGE.tipX, y: 52, r: 44 } as const;

const DISC: Readonly<Record<LocationId, string>> = {
  tribe: '#b3202f',
  woods: '#2f6b3e',
  remnants: '#5a4a6e',
  manor: '#7a2a5a',
  river: '#1f7a8c',
  village: '#8a5a2e',
};

export function paintMapPin(ctx: Ctx, location: LocationId): void {
  const { x, y, r } = HEAD;
  const tipY = MAP_PIN_IMAGE.tipY;
  // A soft shadow where the tip meets the map.
  ctx.fillStyle = 'rgba(18, 10, 28, 0.45)';
  ctx.beginPath();
  ctx.ellipse(x, tipY, 16, 5, 0, 0, Math.PI * 2);
  ctx.fill();

  // The marker: a circle drawn out to a point.
  const spread = Math.asin(r / (tipY - y));
  ctx.beginPath();
  ctx.arc(x, y, r, Math.PI / 2 + spread, Math.PI / 2 - spread);
  ctx.lineTo(x, tipY);
  ctx.closePath();
  const gold = ctx.createLinearGradient(x - r, y - r, x + r, tipY);
  gold.addColorStop(0, '#fff0b8');
  gold.addColorStop(0.35, LAMP.gold);
  gold.addColorStop(1, '#a45a18');
  inkFill(ctx, gold, 5);

  const inner = r - 10;
  ctx.beginPath();
  ctx.arc(x, y, inner, 0, Math.PI * 2);
  const disc = ctx.createRadialGradient(x - 10, y - 12, 2, x, y, inner);
  disc.addColorStop(0, mix(DISC[location], '#ffffff', 0.25));
  disc.addColorStop(1, mix(DISC[location], INK, 0.35));
  inkFill(ctx, disc, 4);

  ctx.save();
  ctx.translate(x, y);
  EMBLEMS[location](ctx);
  ctx.restore();

  // A glint on the gold rim.
  ctx.strokeStyle = 'rgba(255, 250, 225, 0.8)';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(x, y, r - 5, Math.PI * 1.1, Math.PI * 1.4);
  ctx.stroke();
}

/** Each emblem is drawn around (0, 0) inside a disc of radius 34. */
const EMBLEMS: Readonly<Record<LocationId, (ctx: Ctx) => void>> = {
  tribe: (ctx) => {
    // Crossed logs under three tongues of flame.
    for (const angle of [-0.35, 0.35]) {
      ctx.save();
      ctx.rotate(angle);
      roundRect(ctx, -18, 12, 36, 9, 4);
      inkFill(ctx, '#8a5a2e', 3);
      ctx.restore();
    }
    flame(ctx, 0, 14, 22, 34, '#ff7a2e');
    flame(ctx, -9, 14, 12, 22, '#ffb03a');
    flame(ctx, 9, 14, 12, 20, '#ffb03a');
    flame(ctx, 0, 14, 9, 16, '#fff1a8');
  },
  woods: (ctx) => {
    roundRect(ctx, -4, 2, 8, 22, 2);
    inkFill(ctx, '#6b4a2b', 3);
    ctx.beginPath();
    ctx.arc(-10, -2, 12, 0, Math.PI * 2);
    ctx.arc(10, -2, 12, 0, Math.PI * 2);
    ctx.arc(0, -14, 14, 0, Math.PI * 2);
    // Stroke under the fill: one outline around the three puffs, none between them.
    ctx.lineWidth = 6;
    ctx.strokeStyle = INK;
    ctx.stroke();
    ctx.fillStyle = '#6fae4e';
    ctx.fill();
    ctx.fillStyle = '#a8d66a';
    ctx.beginPath();
    ctx.arc(-4, -18, 6, 0, Math.PI * 2);
    ctx.fill();
  },
  remnants: (ctx) => {
    // A tower with its top broken away, a crack down its face.
    ctx.beginPath();
    ctx.moveTo(-14, 24);
    ctx.lineTo(-14, -14);
    ctx.lineTo(-14, -22);
    ctx.lineTo(-8, -22);
    ctx.lineTo(-8, -16);
    ctx.lineTo(-2, -16);
    ctx.lineTo(-2, -22);
    ctx.lineTo(4, -22);
    ctx.lineTo(6, -12);
    ctx.lineTo(10, -8);
    ctx.lineTo(14, 2);
    ctx.lineTo(14, 24);
    ctx.closePath();
    inkFill(ctx, '#c9bfae', 3);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(4, -6);
    ctx.lineTo(0, 4);
    ctx.lineTo(4, 10);
    ctx.moveTo(-14, 6);
    ctx.lineTo(-4, 6);
    ctx.moveTo(-14, 16);
    ctx.lineTo(14, 16);
    ctx.stroke();
    roundRect(ctx, -7, -8, 6, 9, 3);
    inkFill(ctx, INK, 0);
    ctx.fillStyle = '#5f8a3e';
    ctx.beginPath();
    ctx.ellipse(12, 22, 9, 5, 0, 0, Math.PI * 2);
    ctx.fill();
  },
  manor: (ctx) => {
    // A bahay na bato: stone below, wood and capiz windows above, a tiled roof.
    roundRect(ctx, -20, 6, 40, 18, 2);
    inkFill(ctx, '#e9dcc2', 3);
    ctx.beginPath();
    ctx.rect(-22, -8, 44, 14);
    inkFill(ctx, '#8a5a2e', 3);
    ctx.fillStyle = LAMP.soft;
    for (const wx of [-14, -2, 10]) ctx.fillRect(wx, -5, 6, 8);
    ctx.beginPath();
    ctx.moveTo(-28, -8);
    ctx.lineTo(-14, -24);
    ctx.lineTo(14, -24);
    ctx.lineTo(28, -8);
    ctx.closePath();
    inkFill(ctx, '#c4502e', 3);
    roundRect(ctx, -5, 12, 10, 12, 4);
    inkFill(ctx, '#4a2c14', 2);
  },
  river: (ctx) => {
    // A balangay riding the waves, its prow and stern curled up.
    ctx.beginPath();
    ctx.moveTo(-26, -8);
    ctx.quadraticCurveTo(-22, 4, -12, 6);
    ctx.lineTo(12, 6);
    ctx.quadraticCurveTo(22, 4, 26, -8);
    ctx.quadraticCurveTo(14, -2, 0, -2);
    ctx.quadraticCurveTo(-14, -2, -26, -8);
    ctx.closePath();
    inkFill(ctx, '#c98a4b', 3);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(0, -2);
    ctx.lineTo(0, -24);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(2, -24);
    ctx.lineTo(16, -8);
    ctx.lineTo(2, -6);
    ctx.closePath();
    inkFill(ctx, TEXT.light, 2.5);
    ctx.strokeStyle = '#9be7f0';
    ctx.lineWidth = 3.5;
    ctx.lineCap = 'round';
    for (const wy of [14, 22]) {
      ctx.beginPath();
      ctx.moveTo(-22, wy);
      ctx.quadraticCurveTo(-15, wy - 5, -8, wy);
      ctx.quadraticCurveTo(-1, wy + 5, 6, wy);
      ctx.quadraticCurveTo(13, wy - 5, 20, wy);
      ctx.stroke();
    }
  },
  village: (ctx) => {
    // A salakot: the wide woven hat of the market, with its crown knob.
    ctx.beginPath();
    ctx.moveTo(-30, 10);
    ctx.quadraticCurveTo(0, -34, 30, 10);
    ctx.quadraticCurveTo(0, 18, -30, 10);
    ctx.closePath();
    const hat = ctx.createLinearGradient(-30, 0, 30, 0);
    hat.addColorStop(0, '#f3c27a');
    hat.addColorStop(1, '#a8703a');
    inkFill(ctx, hat, 3);
    ctx.strokeStyle = 'rgba(107, 74, 43, 0.9)';
    ctx.lineWidth = 1.8;
    for (const t of [-0.6, -0.3, 0, 0.3, 0.6]) {
      ctx.beginPath();
      ctx.moveTo(0, -10);
      ctx.lineTo(t * 34, 12 - Math.abs(t) * 4);
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(0, -13, 5, 0, Math.PI * 2);
    inkFill(ctx, KIDLAT.trim, 2.5);
    ctx.strokeStyle = KIDLAT.red;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(-12, 12);
    ctx.quadraticCurveTo(0, 26, 12, 12);
    ctx.stroke();
  },
};

function flame(ctx: Ctx, x: number, baseY: number, width: number, height: number, colour: string): void {
  ctx.beginPath();
  ctx.moveTo(x - width / 2, baseY);
  ctx.quadraticCurveTo(x - width * 0.6, baseY - height * 0.5, x, baseY - height);
  ctx.quadraticCurveTo(x + width * 0.15, baseY - height * 0.55, x + width / 2, baseY);
  ctx.closePath();
  inkFill(ctx, colour, colour === '#fff1a8' ? 0 : 2.5);
}
