// The sea of the world map and what floats on it: dusk light on the water, ripple lines around the
// coasts, wavelets, paraw boats under sail, a bakunawa's coils, the compass rose, drifting clouds.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, LAMP, TEXT, at, glow, inkFill, type Ctx } from './ink.ts';
import { ISLANDS, traceAllLand, traceCoast } from './mapLand.ts';

export function paintSea(ctx: Ctx, width: number, height: number): void {
  const sea = ctx.createRadialGradient(900, 560, 80, 960, 540, 1150);
  sea.addColorStop(0, '#2d8190');
  sea.addColorStop(0.45, '#1f5c7a');
  sea.addColorStop(0.8, '#1b3762');
  sea.addColorStop(1, '#1a1b46');
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, width, height);
  // The dusk sky mirrored in the north-west: violet water warming to a rose glow in the corner.
  glow(ctx, 200, 60, 1000, '#6a3f74', 0.6);
  glow(ctx, 150, 20, 520, '#d0605a', 0.35);
  glow(ctx, 120, 0, 260, '#f2a65a', 0.3);

  // Wavelets: small double arcs, warm where the sunset lies on the water.
  const random = seededRandom(830);
  ctx.lineCap = 'round';
  for (let i = 0; i < 260; i += 1) {
    const x = random() * width;
    const y = random() * height;
    const warm = Math.hypot(x - 260, y - 80) < 700;
    ctx.strokeStyle = warm ? 'rgba(255, 220, 170, 0.42)' : 'rgba(155, 231, 240, 0.3)';
    ctx.lineWidth = 3;
    const size = 9 + random() * 8;
    ctx.beginPath();
    ctx.moveTo(x - size, y);
    ctx.quadraticCurveTo(x - size / 2, y - size * 0.5, x, y);
    ctx.quadraticCurveTo(x + size / 2, y - size * 0.5, x + size, y);
    ctx.stroke();
  }
}

/** Shallows and two ripple lines following every coast, painted before the land covers them. */
export function paintShallows(ctx: Ctx, width: number, height: number): void {
  for (const island of ISLANDS) {
    traceCoast(ctx, island);
    ctx.lineJoin = 'round';
    ctx.lineWidth = 70;
    ctx.strokeStyle = 'rgba(120, 210, 210, 0.16)';
    ctx.stroke();
    ctx.lineWidth = 36;
    ctx.strokeStyle = 'rgba(140, 225, 220, 0.3)';
    ctx.stroke();
  }
  for (const [distance, alpha] of [
    [22, 0.55],
    [42, 0.3],
  ] as const) {
    const layer = document.createElement('canvas');
    layer.width = width;
    layer.height = height;
    const lc = layer.getContext('2d');
    if (!lc) return;
    lc.lineJoin = 'round';
    for (const island of ISLANDS) {
      traceCoast(lc, island);
      lc.lineWidth = distance * 2 + 3;
      lc.strokeStyle = '#c8f4f6';
      lc.stroke();
    }
    lc.globalCompositeOperation = 'destination-out';
    for (const island of ISLANDS) {
      traceCoast(lc, island);
      lc.lineWidth = distance * 2 - 3;
      lc.stroke();
    }
    traceAllLand(lc);
    lc.fill();
    ctx.globalAlpha = alpha;
    ctx.drawImage(layer, 0, 0);
    ctx.globalAlpha = 1;
  }
}

/** A paraw: an outrigger sailboat with a striped triangular sail. */
export function paintParaw(ctx: Ctx, x: number, y: number, scale: number, flip: boolean): void {
  at(ctx, x, y, 0, scale, () => {
    if (flip) ctx.scale(-1, 1);
    // The wake.
    ctx.strokeStyle = 'rgba(200, 245, 250, 0.55)';
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    for (const dy of [4, 12]) {
      ctx.beginPath();
      ctx.moveTo(-34, dy);
      ctx.quadraticCurveTo(-60, dy + 4, -84, dy + 10);
      ctx.stroke();
    }
    // Outriggers.
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3.5;
    ctx.beginPath();
    ctx.moveTo(-12, -2);
    ctx.lineTo(-12, 16);
    ctx.moveTo(12, -2);
    ctx.lineTo(12, 16);
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(0, 17, 30, 3.5, 0, 0, Math.PI * 2);
    inkFill(ctx, '#c98a4b', 3);
    // Hull.
    ctx.beginPath();
    ctx.moveTo(-36, -6);
    ctx.quadraticCurveTo(-26, 8, 0, 8);
    ctx.quadraticCurveTo(26, 8, 36, -6);
    ctx.quadraticCurveTo(0, -2, -36, -6);
    ctx.closePath();
    inkFill(ctx, '#8a5a2e', 3.5);
    // Mast and sail.
    ctx.beginPath();
    ctx.moveTo(2, -2);
    ctx.lineTo(2, -58);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(4, -56);
    ctx.quadraticCurveTo(30, -30, 30, -6);
    ctx.lineTo(4, -6);
    ctx.closePath();
    ctx.fillStyle = TEXT.light;
    ctx.fill();
    ctx.save();
    ctx.clip();
    for (const [sy, colour] of [
      [-40, '#b3202f'],
      [-26, '#ffd23f'],
      [-14, '#1f7a8c'],
    ] as const) {
      ctx.fillStyle = colour;
      ctx.fillRect(0, sy, 40, 6);
    }
    ctx.restore();
    ctx.lineWidth = 3.5;
    ctx.strokeStyle = INK;
    ctx.stroke();
  });
}

/** The bakunawa, the sea serpent that swallows moons, arching out of the water in three coils. */
export function paintBakunawa(ctx: Ctx, x: number, y: number, scale: number): void {
  at(ctx, x, y, 0, scale, () => {
    const body = ctx.createLinearGradient(0, -60, 0, 10);
    body.addColorStop(0, '#3fa7a0');
    body.addColorStop(1, '#1d4e63');
    // Coils, back to front: the tail, a hump, then the head rising with its mane.
    for (const [cx, h, w] of [
      [-70, 26, 26],
      [-10, 46, 38],
    ] as const) {
      ctx.beginPath();
      ctx.moveTo(cx - w, 0);
      ctx.bezierCurveTo(cx - w, -h * 1.3, cx + w, -h * 1.3, cx + w, 0);
      ctx.lineTo(cx + w - 14, 0);
      ctx.bezierCurveTo(cx + w - 16, -h * 0.8, cx - w + 16, -h * 0.8, cx - w + 14, 0);
      ctx.closePath();
      inkFill(ctx, body, 4);
      ctx.fillStyle = '#9be7f0';
      for (let s = 0; s < 3; s += 1) {
        ctx.beginPath();
        ctx.arc(cx - 8 + s * 8, -h * 0.93, 2.5, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.beginPath();
    ctx.moveTo(38, 0);
    ctx.bezierCurveTo(36, -40, 56, -70, 84, -70);
    ctx.quadraticCurveTo(104, -70, 108, -58);
    ctx.lineTo(92, -50);
    ctx.quadraticCurveTo(74, -48, 66, -30);
    ctx.quadraticCurveTo(60, -14, 58, 0);
    ctx.closePath();
    inkFill(ctx, body, 4);
    // Mane fins along the neck, an eye and a lamp-gold whisker.
    ctx.beginPath();
    ctx.moveTo(44, -30);
    ctx.lineTo(38, -50);
    ctx.lineTo(54, -46);
    ctx.lineTo(54, -66);
    ctx.lineTo(68, -62);
    ctx.lineTo(72, -80);
    ctx.lineTo(82, -70);
    ctx.closePath();
    inkFill(ctx, '#b2494a', 3);
    ctx.fillStyle = LAMP.gold;
    ctx.beginPath();
    ctx.arc(88, -62, 4, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = LAMP.soft;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.moveTo(104, -56);
    ctx.quadraticCurveTo(118, -50, 122, -38);
    ctx.stroke();
    // Foam where it breaks the surface.
    ctx.strokeStyle = 'rgba(220, 250, 255, 0.8)';
    ctx.lineWidth = 3;
    for (const fx of [-96, -44, -48, 12, 24, 36, 62]) {
      ctx.beginPath();
      ctx.moveTo(fx - 8, 2);
      ctx.quadraticCurveTo(fx, -4, fx + 8, 2);
      ctx.stroke();
    }
  });
}

/** The compass rose: an eight-pointed star in lamp gold over a ring of woven red. */
export function paintCompass(ctx: Ctx, x: number, y: number, r: number): void {
  glow(ctx, x, y, r * 1.5, '#ffd98a', 0.18);
  ctx.beginPath();
  ctx.arc(x, y, r * 0.72, 0, Math.PI * 2);
  inkFill(ctx, 'rgba(26, 15, 31, 0.35)', 4);
  ctx.beginPath();
  ctx.arc(x, y, r * 0.62, 0, Math.PI * 2);
  ctx.lineWidth = 6;
  ctx.strokeStyle = '#b3202f';
  ctx.stroke();
  ctx.setLineDash([4, 6]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffd23f';
  ctx.stroke();
  ctx.setLineDash([]);
  const star = (reach: number, angleOffset: number, light: string, dark: string) => {
    for (let i = 0; i < 4; i += 1) {
      const angle = angleOffset + (i / 4) * Math.PI * 2;
      const tipX = x + Math.cos(angle) * reach;
      const tipY = y + Math.sin(angle) * reach;
      for (const side of [-1, 1]) {
        const sideAngle = angle + side * (Math.PI / 4);
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(tipX, tipY);
        ctx.lineTo(x + Math.cos(sideAngle) * reach * 0.2, y + Math.sin(sideAngle) * reach * 0.2);
        ctx.closePath();
        inkFill(ctx, side < 0 ? light : dark, 3);
      }
    }
  };
  star(r * 0.72, Math.PI / 4, '#f6ead7', '#bfae98');
  star(r, -Math.PI / 2, LAMP.soft, '#c98a2e');
  ctx.beginPath();
  ctx.arc(x, y, r * 0.08, 0, Math.PI * 2);
  inkFill(ctx, '#b3202f', 3);
  // North is marked with a little flame of lamp light.
  ctx.beginPath();
  ctx.moveTo(x, y - r - 26);
  ctx.quadraticCurveTo(x + 10, y - r - 12, x, y - r - 6);
  ctx.quadraticCurveTo(x - 10, y - r - 12, x, y - r - 26);
  inkFill(ctx, LAMP.gold, 3);
}

/** Dusk clouds drifting over the map's corners, with warm undersides. */
export function paintMapCloud(ctx: Ctx, x: number, y: number, scale: number, seed: number): void {
  const random = seededRandom(seed);
  at(ctx, x, y, 0, scale, () => {
    const puffs: [number, number, number][] = [];
    for (let i = 0; i < 7; i += 1) {
      puffs.push([
        (i - 3) * 46 + random() * 16,
        -Math.sin((i / 6) * Math.PI) * 40 - random() * 12,
        38 + random() * 22,
      ]);
    }
    const trace = () => {
      ctx.beginPath();
      for (const [px, py, pr] of puffs) {
        ctx.moveTo(px + pr, py);
        ctx.arc(px, py, pr, 0, Math.PI * 2);
      }
      ctx.moveTo(170, 14);
      ctx.ellipse(0, 14, 170, 30, 0, 0, Math.PI * 2);
    };
    trace();
    ctx.lineWidth = 8;
    ctx.strokeStyle = 'rgba(26, 15, 31, 0.6)';
    ctx.stroke();
    const shade = ctx.createLinearGradient(0, -100, 0, 44);
    shade.addColorStop(0, '#6e4a7e');
    shade.addColorStop(0.55, '#a86a8a');
    shade.addColorStop(0.85, '#f0a27a');
    shade.addColorStop(1, '#ffd0a0');
    ctx.fillStyle = shade;
    trace();
    ctx.fill();
  });
}
