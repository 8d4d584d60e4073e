// The title logo: "SINAWALI" in carved gold over two crossed baston and a setting sun, "SHOWDOWN"
// on a woven red banner. Transparent, so it sits on any backdrop; a soft dark halo keeps it legible
// over the bright horizon.
import { INK, KIDLAT, at, glow, inkFill, sparkle, withAlpha, type Ctx } from './ink.ts';
import { paintLettering } from './lettering.ts';
import { paintRattanStick } from './rattan.ts';

export const LOGO_WIDTH = 1200;
export const LOGO_HEIGHT = 560;

const CENTRE_X = LOGO_WIDTH / 2;
const BANNER_TOP = 338;
const BANNER_HEIGHT = 104;
const BANNER_HALF = 400;
const BANNER_ARCH = 16;

export function paintLogo(ctx: Ctx): void {
  // The halo: a dark ellipse fading out, so gold letters hold against a pale sky.
  ctx.save();
  ctx.translate(CENTRE_X, 290);
  ctx.scale(1, 0.46);
  const halo = ctx.createRadialGradient(0, 0, 0, 0, 0, 600);
  halo.addColorStop(0, 'rgba(18, 12, 43, 0.62)');
  halo.addColorStop(0.6, 'rgba(18, 12, 43, 0.38)');
  halo.addColorStop(1, 'rgba(18, 12, 43, 0)');
  ctx.fillStyle = halo;
  ctx.fillRect(-600, -600, 1200, 1200);
  ctx.restore();

  paintSun(ctx, CENTRE_X, 248, 178);
  const style = { outline: 8, detail: true };
  paintRattanStick(ctx, [232, 34], [968, 522], 44, style);
  // The upper stick shades the lower where they cross.
  at(ctx, CENTRE_X, 278, -0.585, 1, () => {
    ctx.fillStyle = 'rgba(26, 15, 31, 0.4)';
    ctx.beginPath();
    ctx.ellipse(10, 18, 300, 30, 0, 0, Math.PI * 2);
    ctx.fill();
  });
  paintRattanStick(ctx, [232, 522], [968, 34], 44, style);

  paintBanner(ctx);
  paintLettering(ctx, 'SINAWALI', {
    centreX: CENTRE_X,
    topY: 132,
    capHeight: 150,
    tracking: 8,
    arch: 22,
    slant: 0.08,
    face: ['#fff3c4', '#ffd23f', '#f2a65a', '#c9661f'],
    depth: 16,
    side: '#6e2418',
    outline: 8,
    bevel: '#fff8e0',
  });
  paintLettering(ctx, 'SHOWDOWN', {
    centreX: CENTRE_X,
    topY: BANNER_TOP + 17,
    capHeight: 70,
    tracking: 9,
    arch: BANNER_ARCH * 0.7,
    slant: 0.08,
    face: ['#ffffff', '#f6ead7', '#e3c08e'],
    depth: 7,
    side: '#4a0f18',
    outline: 5,
    bevel: '#ffffff',
  });

  sparkle(ctx, 1046, 128, 26, '#fff3c4');
  sparkle(ctx, 152, 262, 16, '#ffd98a');
  sparkle(ctx, 990, 470, 12, '#ffd98a');
}

// The setting sun behind the sticks, banded like the sky at dusk, its lower half cut by the
// horizon lines of a sunset on the sea.
function paintSun(ctx: Ctx, x: number, y: number, r: number): void {
  // The glow must fade out before the canvas's top edge, or the edge would show as a line.
  glow(ctx, x, y, Math.min(r * 1.9, y - 4), '#f2a65a', 0.45);
  const disc = ctx.createLinearGradient(0, y - r, 0, y + r);
  disc.addColorStop(0, '#ffe9a8');
  disc.addColorStop(0.4, '#f2b544');
  disc.addColorStop(0.75, '#e2703e');
  disc.addColorStop(1, '#b2494a');
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.clip();
  ctx.fillStyle = disc;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
  // Horizon cuts: thin bands of the night sky across the sun's lower half, widening downward.
  for (let i = 0; i < 5; i += 1) {
    const bandY = y + r * (0.18 + i * 0.18);
    ctx.fillStyle = '#3b1f4f';
    ctx.fillRect(x - r, bandY, r * 2, 4 + i * 3.5);
  }
  ctx.restore();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.lineWidth = 7;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

// Where the banner's top edge runs at x: it arches with the lettering.
function bannerY(x: number): number {
  const u = (x - CENTRE_X) / BANNER_HALF;
  return BANNER_TOP + BANNER_ARCH * u * u;
}

function paintBanner(ctx: Ctx): void {
  const left = CENTRE_X - BANNER_HALF;
  const right = CENTRE_X + BANNER_HALF;
  // The tails: folded behind the band, dropped, with swallowtail notches.
  for (const side of [-1, 1] as const) {
    const inner = side < 0 ? left + 40 : right - 40;
    const outer = side < 0 ? left - 96 : right + 96;
    const top = bannerY(inner) + 34;
    const bottom = top + BANNER_HEIGHT - 8;
    ctx.beginPath();
    ctx.moveTo(inner, top);
    ctx.lineTo(outer, top + 10);
    ctx.lineTo(outer - side * 34, (top + bottom) / 2 + 8);
    ctx.lineTo(outer, bottom + 10);
    ctx.lineTo(inner, bottom);
    ctx.closePath();
    const tail = ctx.createLinearGradient(0, top, 0, bottom);
    tail.addColorStop(0, '#8e1a27');
    tail.addColorStop(1, '#5a0f1a');
    inkFill(ctx, tail, 6);
    // The fold: a dark triangle where the tail turns under the band.
    const edge = side < 0 ? left : right;
    ctx.beginPath();
    ctx.moveTo(edge, bannerY(edge) + BANNER_HEIGHT - 4);
    ctx.lineTo(inner, bottom);
    ctx.lineTo(edge, bottom + 2);
    ctx.closePath();
    inkFill(ctx, '#3a0a12', 5);
    // Gold trim along the tail's top and foot.
    ctx.strokeStyle = withAlpha(KIDLAT.trim, 0.85);
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(inner, top + 11);
    ctx.lineTo(outer - side * 6, top + 20);
    ctx.moveTo(inner, bottom - 11);
    ctx.lineTo(outer - side * 6, bottom - 1);
    ctx.stroke();
  }

  const band = () => {
    ctx.beginPath();
    ctx.moveTo(left, bannerY(left));
    ctx.quadraticCurveTo(CENTRE_X, BANNER_TOP - BANNER_ARCH, right, bannerY(right));
    ctx.lineTo(right, bannerY(right) + BANNER_HEIGHT);
    ctx.quadraticCurveTo(
      CENTRE_X,
      BANNER_TOP - BANNER_ARCH + BANNER_HEIGHT,
      left,
      bannerY(left) + BANNER_HEIGHT,
    );
    ctx.closePath();
  };
  band();
  const red = ctx.createLinearGradient(0, BANNER_TOP, 0, BANNER_TOP + BANNER_HEIGHT);
  red.addColorStop(0, '#e0303f');
  red.addColorStop(0.5, KIDLAT.red);
  red.addColorStop(1, '#7d1522');
  ctx.fillStyle = red;
  ctx.fill();
  ctx.save();
  band();
  ctx.clip();
  // Inabel weave: gold bands with a row of ink diamonds along the top and the foot of the band.
  for (const offset of [8, BANNER_HEIGHT - 22]) {
    for (let x = left; x <= right; x += 4) {
      const y = bannerY(x) + offset;
      ctx.fillStyle = KIDLAT.trim;
      ctx.fillRect(x, y, 4.5, 14);
    }
    for (let x = left + 10; x <= right; x += 20) {
      const y = bannerY(x) + offset + 7;
      ctx.fillStyle = '#b3202f';
      ctx.beginPath();
      ctx.moveTo(x, y - 5);
      ctx.lineTo(x + 5, y);
      ctx.lineTo(x, y + 5);
      ctx.lineTo(x - 5, y);
      ctx.closePath();
      ctx.fill();
    }
  }
  // A faint woven texture: fine diagonal threads.
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.05)';
  ctx.lineWidth = 2;
  for (let x = left - BANNER_HEIGHT; x < right; x += 8) {
    ctx.beginPath();
    ctx.moveTo(x, BANNER_TOP - 20);
    ctx.lineTo(x + BANNER_HEIGHT + 40, BANNER_TOP + BANNER_HEIGHT + 20);
    ctx.stroke();
  }
  ctx.restore();
  band();
  ctx.lineWidth = 7;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.stroke();
}
