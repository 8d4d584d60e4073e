// The merchant's goods, each drawn in its own 100-unit box centred on (0, 0): the inventory icons
// paint them alone at 96 px, the store paints them on its shelves at any size. `line` is the
// outline width in box units, so an icon and a shelf jar can keep the same ink weight on screen.
import { INK, KIDLAT, LAMP, at, glow, inkFill, mix, roundRect, sparkle, withAlpha, type Ctx } from './ink.ts';

export type Ware = (ctx: Ctx, line: number) => void;

/** Paints a ware centred at (x, y), `size` pixels across, with outlines `outline` pixels wide. */
export function placeWare(ctx: Ctx, ware: Ware, x: number, y: number, size: number, outline: number): void {
  const scale = size / 100;
  at(ctx, x, y, 0, scale, () => ware(ctx, outline / scale));
}

/** A round glass flask of tonic, corked and tied with a rattan cord. */
export function potion(liquid: string): Ware {
  return (ctx, line) => {
    glow(ctx, 0, 14, 50, liquid, 0.35);
    const flask = () => {
      ctx.beginPath();
      ctx.moveTo(-9, -26);
      ctx.lineTo(-9, -12);
      ctx.arc(0, 14, 30, -Math.PI / 2 - 0.3, Math.PI * 1.5 + 0.3, true);
      ctx.lineTo(9, -26);
      ctx.closePath();
    };
    flask();
    ctx.fillStyle = 'rgba(200, 230, 240, 0.35)';
    ctx.fill();
    ctx.save();
    flask();
    ctx.clip();
    // The tonic, with a wavy surface and a brighter core.
    ctx.beginPath();
    ctx.moveTo(-40, 2);
    ctx.quadraticCurveTo(-15, -4, 0, 2);
    ctx.quadraticCurveTo(15, 8, 40, 2);
    ctx.lineTo(40, 50);
    ctx.lineTo(-40, 50);
    ctx.closePath();
    const body = ctx.createRadialGradient(-6, 16, 2, 0, 16, 34);
    body.addColorStop(0, mix(liquid, '#ffffff', 0.45));
    body.addColorStop(0.55, liquid);
    body.addColorStop(1, mix(liquid, '#1a0f1f', 0.5));
    ctx.fillStyle = body;
    ctx.fill();
    ctx.fillStyle = withAlpha(mix(liquid, '#ffffff', 0.6), 0.8);
    for (const [bx, by, br] of [
      [8, 20, 3],
      [-4, 30, 2.2],
      [14, 32, 1.8],
      [2, 10, 1.6],
    ] as const) {
      ctx.beginPath();
      ctx.arc(bx, by, br, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
    flask();
    ctx.lineWidth = line;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
    ctx.stroke();
    // Glass shine.
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.75)';
    ctx.lineWidth = line * 0.9;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.arc(0, 14, 22, Math.PI * 1.05, Math.PI * 1.4);
    ctx.stroke();
    // Lip, cork and cord.
    roundRect(ctx, -13, -30, 26, 8, 3);
    inkFill(ctx, '#d7eef2', line * 0.8);
    roundRect(ctx, -8, -44, 16, 15, 3);
    inkFill(ctx, '#b07a45', line * 0.8);
    ctx.strokeStyle = KIDLAT.trim;
    ctx.lineWidth = line * 0.7;
    ctx.beginPath();
    ctx.moveTo(-9, -17);
    ctx.lineTo(9, -19);
    ctx.moveTo(9, -19);
    ctx.quadraticCurveTo(16, -10, 13, -2);
    ctx.stroke();
    sparkle(ctx, 18, -2, 6, '#ffffff');
  };
}

/** A stack of gold coins stamped with the sun, two more spilled in front. */
export const goldCoins: Ware = (ctx, line) => {
  glow(ctx, 0, 10, 52, LAMP.soft, 0.3);
  const coin = (x: number, y: number, tilt: number) => {
    // The milled edge: a short gold cylinder under the face.
    const ry = 22 * tilt;
    ctx.beginPath();
    ctx.moveTo(x - 22, y);
    ctx.lineTo(x - 22, y + 6);
    ctx.ellipse(x, y + 6, 22, ry, 0, Math.PI, 0, true);
    ctx.lineTo(x + 22, y);
    ctx.closePath();
    inkFill(ctx, '#d68a24', line);
    ctx.strokeStyle = 'rgba(120, 60, 10, 0.7)';
    ctx.lineWidth = line * 0.35;
    for (let i = -3; i <= 3; i += 1) {
      const px = x + i * 6;
      const py = y + 6 + ry * Math.sqrt(1 - (i * 6 * i * 6) / (22 * 22));
      ctx.beginPath();
      ctx.moveTo(px, py - 5);
      ctx.lineTo(px, py - 1);
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.ellipse(x, y, 22, ry, 0, 0, Math.PI * 2);
    const face = ctx.createLinearGradient(x - 22, y - 10, x + 22, y + 10);
    face.addColorStop(0, '#fff2c0');
    face.addColorStop(0.5, LAMP.gold);
    face.addColorStop(1, '#d68a24');
    inkFill(ctx, face, line);
    ctx.strokeStyle = 'rgba(150, 80, 20, 0.8)';
    ctx.lineWidth = line * 0.5;
    ctx.beginPath();
    ctx.ellipse(x, y, 14, 14 * tilt, 0, 0, Math.PI * 2);
    ctx.stroke();
    for (let i = 0; i < 8; i += 1) {
      const angle = (i / 8) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(angle) * 5, y + Math.sin(angle) * 5 * tilt);
      ctx.lineTo(x + Math.cos(angle) * 10, y + Math.sin(angle) * 10 * tilt);
      ctx.stroke();
    }
  };
  // The stack: one milled cylinder with a line between coins, its top coin's face showing.
  const tilt = 0.42;
  const stackTop = -18;
  const stackBottom = 26;
  ctx.beginPath();
  ctx.moveTo(-32, stackTop);
  ctx.lineTo(-32, stackBottom);
  ctx.ellipse(-10, stackBottom, 22, 22 * tilt, 0, Math.PI, 0, true);
  ctx.lineTo(12, stackTop);
  ctx.closePath();
  const side = ctx.createLinearGradient(-32, 0, 12, 0);
  side.addColorStop(0, '#ffd98a');
  side.addColorStop(0.45, '#e39a2e');
  side.addColorStop(1, '#9a5216');
  inkFill(ctx, side, line);
  ctx.strokeStyle = 'rgba(110, 50, 10, 0.85)';
  ctx.lineWidth = line * 0.4;
  for (let y = stackTop + 8; y < stackBottom; y += 8) {
    ctx.beginPath();
    ctx.ellipse(-10, y, 22, 22 * tilt, 0, 0.1, Math.PI - 0.1);
    ctx.stroke();
  }
  coin(-10, stackTop - 6, tilt);
  coin(22, 30, 0.45);
  coin(-22, 36, 0.5);
  sparkle(ctx, -18, -22, 9, '#fff6d6');
  sparkle(ctx, 26, 8, 6, '#fff6d6');
};

/** A thick book bound in red leather with gold corners and a woven band, its ribbon hanging out. */
export const book: Ware = (ctx, line) => {
  // Pages, seen along the bottom and the right.
  ctx.beginPath();
  ctx.moveTo(-30, -34);
  ctx.lineTo(30, -40);
  ctx.lineTo(38, -32);
  ctx.lineTo(38, 38);
  ctx.lineTo(-22, 44);
  ctx.lineTo(-30, 36);
  ctx.closePath();
  inkFill(ctx, '#f3e3c0', line);
  ctx.strokeStyle = 'rgba(150, 110, 70, 0.6)';
  ctx.lineWidth = line * 0.35;
  for (let i = 1; i < 4; i += 1) {
    ctx.beginPath();
    ctx.moveTo(30 + i * 2, -38 + i * 2);
    ctx.lineTo(30 + i * 2, 38);
    ctx.stroke();
  }
  // Ribbon.
  ctx.beginPath();
  ctx.moveTo(4, 40);
  ctx.lineTo(12, 39);
  ctx.lineTo(14, 54);
  ctx.lineTo(8, 49);
  ctx.lineTo(4, 55);
  ctx.closePath();
  inkFill(ctx, KIDLAT.trim, line * 0.7);
  // The cover.
  ctx.beginPath();
  ctx.moveTo(-36, -32);
  ctx.lineTo(28, -40);
  ctx.lineTo(30, 36);
  ctx.lineTo(-34, 42);
  ctx.closePath();
  const leather = ctx.createLinearGradient(-36, -40, 30, 42);
  leather.addColorStop(0, '#d8404c');
  leather.addColorStop(1, '#7d1522');
  inkFill(ctx, leather, line);
  // Spine shade and a woven t'nalak band across the cover.
  ctx.fillStyle = 'rgba(26, 15, 31, 0.3)';
  ctx.beginPath();
  ctx.moveTo(-36, -32);
  ctx.lineTo(-26, -33);
  ctx.lineTo(-24, 41);
  ctx.lineTo(-34, 42);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-25, -6);
  ctx.lineTo(29, -12);
  ctx.lineTo(29, 4);
  ctx.lineTo(-25, 10);
  ctx.closePath();
  inkFill(ctx, '#f6ead7', line * 0.6);
  ctx.fillStyle = '#1a0f1f';
  for (let x = -20; x < 26; x += 9) {
    const y = 2 - (x + 25) * 0.11;
    ctx.beginPath();
    ctx.moveTo(x, y - 5);
    ctx.lineTo(x + 4, y);
    ctx.lineTo(x, y + 5);
    ctx.lineTo(x - 4, y);
    ctx.closePath();
    ctx.fill();
  }
  // Gold corners.
  for (const [cx, cy, dx, dy] of [
    [28, -40, -1, 1],
    [30, 36, -1, -1],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + dx * 14, cy + dy * 1.5);
    ctx.lineTo(cx + dx * 0.5, cy + dy * 14);
    ctx.closePath();
    inkFill(ctx, LAMP.gold, line * 0.7);
  }
  ctx.strokeStyle = 'rgba(255, 220, 200, 0.45)';
  ctx.lineWidth = line * 0.6;
  ctx.beginPath();
  ctx.moveTo(-20, -28);
  ctx.lineTo(18, -33);
  ctx.stroke();
};

/** A wooden treasure chest with gold bands and a lock plate. */
export const chest: Ware = (ctx, line) => {
  // Body.
  roundRect(ctx, -40, -2, 80, 42, 5);
  const wood = ctx.createLinearGradient(0, -2, 0, 40);
  wood.addColorStop(0, '#9a5e2c');
  wood.addColorStop(1, '#5e3414');
  inkFill(ctx, wood, line);
  // Lid: a half barrel.
  ctx.beginPath();
  ctx.moveTo(-40, -2);
  ctx.lineTo(-40, -16);
  ctx.bezierCurveTo(-40, -40, 40, -40, 40, -16);
  ctx.lineTo(40, -2);
  ctx.closePath();
  const lid = ctx.createLinearGradient(0, -36, 0, -2);
  lid.addColorStop(0, '#c07a3c');
  lid.addColorStop(1, '#7a4620');
  inkFill(ctx, lid, line);
  ctx.strokeStyle = 'rgba(40, 18, 8, 0.5)';
  ctx.lineWidth = line * 0.45;
  for (const y of [12, 26]) {
    ctx.beginPath();
    ctx.moveTo(-38, y);
    ctx.lineTo(38, y);
    ctx.stroke();
  }
  for (const y of [-14, -24]) {
    ctx.beginPath();
    ctx.moveTo(-38, y + 6);
    ctx.bezierCurveTo(-30, y - 6, 30, y - 6, 38, y + 6);
    ctx.stroke();
  }
  // Gold bands over lid and body.
  for (const x of [-28, 28]) {
    ctx.beginPath();
    ctx.moveTo(x - 5, 40);
    ctx.lineTo(x - 5, -20);
    ctx.quadraticCurveTo(x * 0.9, -33, x * 0.75 + 5, -33);
    ctx.lineTo(x * 0.75 + 5 + (x < 0 ? 0 : -10), -33);
    ctx.lineTo(x + 5, -20);
    ctx.lineTo(x + 5, 40);
    ctx.closePath();
    inkFill(ctx, LAMP.gold, line * 0.8);
  }
  ctx.beginPath();
  ctx.rect(-40, -5, 80, 7);
  inkFill(ctx, '#e0a13c', line * 0.8);
  // Lock plate and keyhole.
  roundRect(ctx, -10, -8, 20, 22, 4);
  inkFill(ctx, '#ffd98a', line * 0.8);
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.arc(0, 1, 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(-1.5, 1, 3, 8);
  sparkle(ctx, -22, -24, 6, '#fff6d6');
};

/** A fanned hand of three cards showing their backs: the gong-and-sticks mark in gold. */
export const cardStack: Ware = (ctx, line) => {
  for (const [angle, dx] of [
    [-0.32, -12],
    [-0.05, 0],
  ] as const) {
    at(ctx, dx, 6, angle, 1, () => {
      roundRect(ctx, -22, -34, 44, 64, 6);
      const back = ctx.createLinearGradient(0, -34, 0, 30);
      back.addColorStop(0, '#4b2a63');
      back.addColorStop(1, '#22123a');
      inkFill(ctx, back, line);
      roundRect(ctx, -16, -28, 32, 52, 4);
      ctx.strokeStyle = LAMP.gold;
      ctx.lineWidth = line * 0.55;
      ctx.stroke();
    });
  }
  // The top card face up: a dusk picture of crossed sticks over a name line.
  at(ctx, 12, 6, 0.24, 1, () => {
    roundRect(ctx, -22, -34, 44, 64, 6);
    inkFill(ctx, '#f1dfb6', line);
    roundRect(ctx, -16, -28, 32, 34, 3);
    const dusk = ctx.createLinearGradient(0, -28, 0, 6);
    dusk.addColorStop(0, '#3b1f4f');
    dusk.addColorStop(0.6, '#b2494a');
    dusk.addColorStop(1, '#f2a65a');
    inkFill(ctx, dusk, line * 0.5);
    ctx.fillStyle = '#ffd98a';
    ctx.beginPath();
    ctx.arc(0, 2, 8, Math.PI, 0);
    ctx.fill();
    ctx.lineCap = 'round';
    for (const [width, colour] of [
      [line * 1.3, INK],
      [line * 0.55, '#e8b070'],
    ] as const) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.moveTo(-10, -20);
      ctx.lineTo(10, 0);
      ctx.moveTo(10, -20);
      ctx.lineTo(-10, 0);
      ctx.stroke();
    }
    ctx.fillStyle = withAlpha(INK, 0.55);
    ctx.fillRect(-13, 12, 26, 3);
    ctx.fillRect(-13, 18, 18, 3);
    ctx.beginPath();
    ctx.arc(-17, -29, 6, 0, Math.PI * 2);
    inkFill(ctx, KIDLAT.band, line * 0.5);
  });
  sparkle(ctx, 26, -30, 7, '#fff6d6');
};

/** A clay banga jar for water or rice, with an incised band. */
export function jar(clay: string): Ware {
  return (ctx, line) => {
    ctx.beginPath();
    ctx.moveTo(-14, -40);
    ctx.lineTo(14, -40);
    ctx.quadraticCurveTo(12, -30, 22, -24);
    ctx.bezierCurveTo(48, -10, 46, 34, 22, 44);
    ctx.lineTo(-22, 44);
    ctx.bezierCurveTo(-46, 34, -48, -10, -22, -24);
    ctx.quadraticCurveTo(-12, -30, -14, -40);
    ctx.closePath();
    const body = ctx.createRadialGradient(-12, -4, 4, 0, 6, 48);
    body.addColorStop(0, mix(clay, '#ffe0b0', 0.35));
    body.addColorStop(0.6, clay);
    body.addColorStop(1, mix(clay, '#1a0f1f', 0.45));
    inkFill(ctx, body, line);
    ctx.strokeStyle = withAlpha(mix(clay, '#1a0f1f', 0.55), 0.8);
    ctx.lineWidth = line * 0.45;
    for (const y of [-8, 0]) {
      ctx.beginPath();
      ctx.moveTo(-38, y);
      ctx.quadraticCurveTo(0, y + 8, 38, y);
      ctx.stroke();
    }
    for (let x = -30; x <= 30; x += 8) {
      ctx.beginPath();
      ctx.moveTo(x, -6 + Math.abs(x) * -0.02);
      ctx.lineTo(x + 4, 2);
      ctx.stroke();
    }
    roundRect(ctx, -17, -44, 34, 8, 3);
    inkFill(ctx, mix(clay, '#ffe0b0', 0.2), line * 0.9);
  };
}

/** A woven bilao basket heaped with fruit or rice. */
export function basket(heap: string): Ware {
  return (ctx, line) => {
    ctx.beginPath();
    ctx.ellipse(0, -6, 40, 14, 0, Math.PI, 0);
    ctx.closePath();
    inkFill(ctx, heap, line);
    for (const [x, y, r] of [
      [-20, -12, 9],
      [-4, -18, 10],
      [14, -14, 9],
      [26, -8, 7],
      [-30, -6, 7],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      const fruit = ctx.createRadialGradient(x - r * 0.3, y - r * 0.4, 1, x, y, r);
      fruit.addColorStop(0, mix(heap, '#ffffff', 0.45));
      fruit.addColorStop(1, heap);
      inkFill(ctx, fruit, line * 0.7);
    }
    ctx.beginPath();
    ctx.moveTo(-44, -6);
    ctx.lineTo(44, -6);
    ctx.lineTo(34, 26);
    ctx.lineTo(-34, 26);
    ctx.closePath();
    inkFill(ctx, '#c98a4b', line);
    ctx.save();
    ctx.clip();
    ctx.strokeStyle = 'rgba(107, 74, 43, 0.9)';
    ctx.lineWidth = line * 0.5;
    for (let y = 0; y < 28; y += 7) {
      ctx.beginPath();
      ctx.moveTo(-44, y);
      ctx.lineTo(44, y);
      ctx.stroke();
    }
    // Stitches of the weave, offset on every other row.
    for (let row = 0; row < 5; row += 1) {
      for (let x = -44 + (row % 2) * 3.5; x < 44; x += 7) {
        ctx.beginPath();
        ctx.moveTo(x, -6 + row * 7);
        ctx.lineTo(x, row * 7 + 1);
        ctx.stroke();
      }
    }
    ctx.restore();
    roundRect(ctx, -46, -10, 92, 8, 4);
    inkFill(ctx, '#e0a866', line * 0.8);
  };
}
