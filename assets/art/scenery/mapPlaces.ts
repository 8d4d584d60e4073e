// The six places of the story map, each a small picture drawn around its point in MAP_PINS: the
// tribe's ring of huts, the balete of the woods, the broken fort, the walled manor, the ferry
// landing and the market village.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, KIDLAT, LAMP, glow, inkFill, roundRect, type Ctx } from './ink.ts';
import { MAP_PINS } from './mapPins.ts';
import { paintPalm, paintTreeCrown } from './mapTerrain.ts';

/** A nipa hut on stilts, its window lit. */
export function paintMapHut(ctx: Ctx, x: number, y: number, s: number, flip = false): void {
  ctx.save();
  ctx.translate(x, y);
  if (flip) ctx.scale(-1, 1);
  ctx.fillStyle = 'rgba(20, 10, 30, 0.35)';
  ctx.beginPath();
  ctx.ellipse(s * 0.05, 0, s * 0.55, s * 0.12, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(3, s * 0.08);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const px of [-0.3, 0, 0.3]) {
    ctx.moveTo(px * s, -s * 0.38);
    ctx.lineTo(px * s, 0);
  }
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(-s * 0.4, -s * 0.72, s * 0.8, s * 0.36);
  inkFill(ctx, '#d39a58', 3);
  ctx.fillStyle = 'rgba(107, 74, 43, 0.55)';
  for (let i = 1; i < 4; i += 1) ctx.fillRect(-s * 0.4, -s * 0.72 + i * s * 0.09, s * 0.8, 1.5);
  ctx.fillStyle = '#ffcf70';
  ctx.fillRect(-s * 0.22, -s * 0.64, s * 0.16, s * 0.16);
  ctx.fillStyle = INK;
  ctx.fillRect(s * 0.1, -s * 0.64, s * 0.14, s * 0.28);
  ctx.beginPath();
  ctx.moveTo(-s * 0.62, -s * 0.64);
  ctx.lineTo(-s * 0.08, -s * 1.18);
  ctx.lineTo(s * 0.08, -s * 1.18);
  ctx.lineTo(s * 0.62, -s * 0.64);
  ctx.closePath();
  const thatch = ctx.createLinearGradient(-s * 0.6, 0, s * 0.6, 0);
  thatch.addColorStop(0, '#e0b46a');
  thatch.addColorStop(1, '#8a5e30');
  inkFill(ctx, thatch, 3);
  ctx.strokeStyle = 'rgba(90, 58, 24, 0.7)';
  ctx.lineWidth = 1.5;
  for (let i = 1; i < 4; i += 1) {
    const ty = -s * 0.64 - i * s * 0.13;
    const half = s * 0.62 - i * s * 0.13;
    ctx.beginPath();
    ctx.moveTo(-half, ty);
    ctx.lineTo(half, ty);
    ctx.stroke();
  }
  ctx.restore();
}

function paintFire(ctx: Ctx, x: number, y: number, size: number): void {
  glow(ctx, x, y - size * 0.3, size * 4, '#ff9a40', 0.55);
  ctx.fillStyle = 'rgba(26, 15, 31, 0.6)';
  ctx.beginPath();
  ctx.ellipse(x, y, size * 0.9, size * 0.3, 0, 0, Math.PI * 2);
  ctx.fill();
  for (const [dx, h, w, colour] of [
    [0, 1.5, 0.9, '#ff6a2a'],
    [-0.25, 1, 0.5, '#ffb03a'],
    [0.25, 0.9, 0.45, '#ffb03a'],
    [0, 0.75, 0.4, '#fff1a8'],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x + (dx - w / 2) * size, y);
    ctx.quadraticCurveTo(x + (dx - w * 0.6) * size, y - h * size * 0.5, x + dx * size, y - h * size);
    ctx.quadraticCurveTo(x + (dx + w * 0.15) * size, y - h * size * 0.55, x + (dx + w / 2) * size, y);
    ctx.closePath();
    inkFill(ctx, colour, colour === '#fff1a8' ? 0 : 2.5);
  }
}

function paintTribe(ctx: Ctx): void {
  const { x, y } = MAP_PINS.tribe;
  // A trodden clearing around the fire.
  ctx.fillStyle = 'rgba(214, 170, 110, 0.55)';
  ctx.beginPath();
  ctx.ellipse(x, y - 10, 92, 50, 0, 0, Math.PI * 2);
  ctx.fill();
  const huts: [number, number, number][] = [];
  for (let i = 0; i < 6; i += 1) {
    const angle = -Math.PI / 2 + (i / 6) * Math.PI * 2 + 0.3;
    huts.push([x + Math.cos(angle) * 74, y - 10 + Math.sin(angle) * 40, 38 + (i % 2) * 6]);
  }
  const back = huts.filter(([, hy]) => hy < y - 10).sort((a, b) => a[1] - b[1]);
  const front = huts.filter(([, hy]) => hy >= y - 10).sort((a, b) => a[1] - b[1]);
  back.forEach(([hx, hy, s], index) => paintMapHut(ctx, hx, hy, s, index % 2 === 0));
  paintFire(ctx, x, y - 6, 18);
  front.forEach(([hx, hy, s], index) => paintMapHut(ctx, hx, hy, s, index % 2 === 1));
}

/** The balete: a strangler fig, its roots hanging like curtains, where spirits are said to live. */
function paintWoods(ctx: Ctx): void {
  const { x, y } = MAP_PINS.woods;
  glow(ctx, x, y - 60, 120, '#9be7f0', 0.22);
  ctx.fillStyle = 'rgba(20, 10, 30, 0.4)';
  ctx.beginPath();
  ctx.ellipse(x, y, 70, 16, 0, 0, Math.PI * 2);
  ctx.fill();
  // The trunk: a braid of roots.
  ctx.beginPath();
  ctx.moveTo(x - 46, y);
  ctx.quadraticCurveTo(x - 18, y - 20, x - 20, y - 70);
  ctx.lineTo(x + 18, y - 70);
  ctx.quadraticCurveTo(x + 20, y - 20, x + 50, y);
  ctx.quadraticCurveTo(x + 20, y - 6, x + 6, y - 4);
  ctx.quadraticCurveTo(x - 6, y - 12, x - 16, y - 2);
  ctx.closePath();
  const bark = ctx.createLinearGradient(x - 40, 0, x + 40, 0);
  bark.addColorStop(0, '#a08470');
  bark.addColorStop(1, '#4a3848');
  inkFill(ctx, bark, 4);
  ctx.strokeStyle = 'rgba(26, 15, 31, 0.6)';
  ctx.lineWidth = 2.5;
  for (const dx of [-10, 0, 9]) {
    ctx.beginPath();
    ctx.moveTo(x + dx, y - 66);
    ctx.quadraticCurveTo(x + dx * 1.8, y - 30, x + dx * 3.5, y - 2);
    ctx.stroke();
  }
  // The crown: broad and dark, with a spirit-light glow.
  const random = seededRandom(850);
  const crowns: [number, number, number][] = [];
  for (let i = 0; i < 9; i += 1) {
    crowns.push([x + (random() - 0.5) * 130, y - 100 + (random() - 0.5) * 50, 24 + random() * 14]);
  }
  crowns.sort((a, b) => a[1] - b[1]);
  ctx.beginPath();
  for (const [cx, cy, r] of crowns) {
    ctx.moveTo(cx + r, cy);
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
  }
  ctx.lineWidth = 8;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = '#2d4e44';
  ctx.fill();
  for (const [cx, cy, r] of crowns) {
    ctx.fillStyle = 'rgba(150, 200, 120, 0.35)';
    ctx.beginPath();
    ctx.arc(cx - r * 0.3, cy - r * 0.35, r * 0.5, 0, Math.PI * 2);
    ctx.fill();
  }
  // Hanging aerial roots.
  ctx.strokeStyle = '#6b5a66';
  ctx.lineWidth = 2.5;
  for (let i = 0; i < 9; i += 1) {
    const rx = x - 56 + i * 14;
    ctx.beginPath();
    ctx.moveTo(rx, y - 84);
    ctx.quadraticCurveTo(rx + 3, y - 60, rx - 2, y - 40 - (i % 3) * 8);
    ctx.stroke();
  }
  // Fireflies.
  for (let i = 0; i < 8; i += 1) {
    const fx = x + (random() - 0.5) * 170;
    const fy = y - 30 - random() * 120;
    glow(ctx, fx, fy, 10, '#e8ff9a', 0.8);
  }
}

/** The broken fort: a coral-stone curtain wall with gaps, a tower sheared off, vines over all. */
function paintRemnants(ctx: Ctx): void {
  const { x, y } = MAP_PINS.remnants;
  const stone = '#c7bba6';
  const shade = '#7a6c80';
  // The wall's footprint, seen from above at a slant: the back wall first.
  const wall = (x0: number, y0: number, x1: number, y1: number, h: number, broken: boolean) => {
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.lineTo(x1, y1 - h * (broken ? 0.55 : 1));
    if (broken) {
      const mx = (x0 + x1) / 2;
      const my = (y0 + y1) / 2;
      ctx.lineTo(mx + 8, my - h * 0.3);
      ctx.lineTo(mx - 4, my - h * 0.8);
    }
    ctx.lineTo(x0, y0 - h);
    ctx.closePath();
    const face = ctx.createLinearGradient(0, y0 - h, 0, y0);
    face.addColorStop(0, stone);
    face.addColorStop(1, shade);
    inkFill(ctx, face, 3.5);
    ctx.strokeStyle = 'rgba(26, 15, 31, 0.35)';
    ctx.lineWidth = 1.5;
    for (let row = 1; row < 3; row += 1) {
      ctx.beginPath();
      ctx.moveTo(x0, y0 - (h * row) / 3);
      ctx.lineTo(x1, y1 - (h * row) / 3);
      ctx.stroke();
    }
  };
  ctx.fillStyle = 'rgba(150, 140, 110, 0.5)';
  ctx.beginPath();
  ctx.ellipse(x, y - 40, 110, 50, 0, 0, Math.PI * 2);
  ctx.fill();
  wall(x - 90, y - 70, x + 80, y - 80, 34, true);
  wall(x - 90, y - 70, x - 96, y - 10, 30, false);
  wall(x + 80, y - 80, x + 92, y - 20, 30, true);
  // The tower at the front corner, its top sheared away.
  const tx = x - 70;
  const ty = y + 2;
  ctx.beginPath();
  ctx.moveTo(tx - 22, ty);
  ctx.lineTo(tx - 22, ty - 70);
  ctx.lineTo(tx - 12, ty - 78);
  ctx.lineTo(tx - 2, ty - 66);
  ctx.lineTo(tx + 8, ty - 72);
  ctx.lineTo(tx + 22, ty - 52);
  ctx.lineTo(tx + 22, ty);
  ctx.closePath();
  const towerFace = ctx.createLinearGradient(tx - 22, 0, tx + 22, 0);
  towerFace.addColorStop(0, '#e2d6bc');
  towerFace.addColorStop(1, shade);
  inkFill(ctx, towerFace, 4);
  roundRect(ctx, tx - 6, ty - 48, 10, 16, 5);
  inkFill(ctx, INK, 0);
  // The front wall, low and broken, and rubble.
  wall(x - 48, y - 6, x + 92, y - 20, 22, true);
  const random = seededRandom(860);
  for (let i = 0; i < 12; i += 1) {
    const rx = x - 40 + random() * 150;
    const ry = y + 2 + random() * 18;
    roundRect(ctx, rx, ry - 7, 9 + random() * 8, 7, 2);
    inkFill(ctx, stone, 2.5);
  }
  // Jungle taking it back: crowns through the gaps, vines on the stone.
  paintTreeCrown(ctx, x + 8, y - 92, 20, 0.3);
  paintTreeCrown(ctx, x + 50, y - 60, 16, 0.6);
  ctx.strokeStyle = '#4f8f46';
  ctx.lineWidth = 3;
  for (const [vx, vy] of [
    [tx - 14, ty - 66],
    [x + 40, y - 96],
    [x - 20, y - 28],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(vx, vy);
    ctx.quadraticCurveTo(vx + 8, vy + 14, vx + 2, vy + 30);
    ctx.stroke();
  }
}

/** The asyenda: a stone-walled compound with a bahay na bato under red tiles, fields all round. */
function paintManor(ctx: Ctx): void {
  const { x, y } = MAP_PINS.manor;
  // Cane fields in rows.
  for (const [fx, fy, angle] of [
    [x - 150, y - 30, -0.25],
    [x + 150, y - 10, 0.2],
    [x - 30, y + 90, 0],
  ] as const) {
    ctx.save();
    ctx.translate(fx, fy);
    ctx.rotate(angle);
    roundRect(ctx, -60, -34, 120, 68, 10);
    inkFill(ctx, '#a7b45a', 3);
    ctx.strokeStyle = 'rgba(70, 100, 50, 0.8)';
    ctx.lineWidth = 3;
    for (let row = -24; row <= 24; row += 8) {
      ctx.beginPath();
      ctx.moveTo(-54, row);
      ctx.lineTo(54, row);
      ctx.stroke();
    }
    ctx.restore();
  }
  // The walls: a parallelogram with a thick top.
  const wall = [
    [x - 100, y - 110],
    [x + 100, y - 110],
    [x + 116, y - 10],
    [x - 116, y - 10],
  ] as const;
  ctx.beginPath();
  wall.forEach(([wx, wy], index) => (index === 0 ? ctx.moveTo(wx, wy) : ctx.lineTo(wx, wy)));
  ctx.closePath();
  inkFill(ctx, '#8aa35a', 4);
  ctx.lineWidth = 12;
  ctx.strokeStyle = '#d8ccb2';
  ctx.stroke();
  ctx.lineWidth = 3;
  ctx.strokeStyle = INK;
  ctx.stroke();
  // The front wall's face, with its gate.
  ctx.beginPath();
  ctx.rect(x - 116, y - 10, 232, 18);
  inkFill(ctx, '#b9ab92', 4);
  roundRect(ctx, x - 16, y - 16, 32, 24, 10);
  inkFill(ctx, '#5a3418', 3.5);
  ctx.fillStyle = LAMP.gold;
  ctx.fillRect(x - 2, y - 12, 4, 18);
  for (const gx of [x - 26, x + 26]) {
    glow(ctx, gx, y - 18, 16, '#ffb050', 0.8);
    ctx.beginPath();
    ctx.arc(gx, y - 18, 4, 0, Math.PI * 2);
    inkFill(ctx, LAMP.soft, 2);
  }
  // The house.
  const hx = x + 4;
  const hy = y - 40;
  ctx.beginPath();
  ctx.rect(hx - 60, hy - 26, 120, 26);
  inkFill(ctx, '#e9dcc2', 4);
  ctx.fillStyle = INK;
  for (const wx of [-44, -20, 8, 32]) ctx.fillRect(hx + wx, hy - 20, 10, 14);
  ctx.beginPath();
  ctx.rect(hx - 66, hy - 54, 132, 28);
  inkFill(ctx, '#8a5a2e', 4);
  ctx.fillStyle = '#ffd98a';
  for (let wx = -56; wx < 56; wx += 16) ctx.fillRect(hx + wx, hy - 49, 11, 16);
  ctx.beginPath();
  ctx.moveTo(hx - 80, hy - 52);
  ctx.lineTo(hx - 46, hy - 86);
  ctx.lineTo(hx + 46, hy - 86);
  ctx.lineTo(hx + 80, hy - 52);
  ctx.closePath();
  const tiles = ctx.createLinearGradient(0, hy - 86, 0, hy - 52);
  tiles.addColorStop(0, '#e07a4a');
  tiles.addColorStop(1, '#a83a26');
  inkFill(ctx, tiles, 4);
  ctx.strokeStyle = 'rgba(90, 20, 10, 0.55)';
  ctx.lineWidth = 2;
  for (let tx = -70; tx <= 70; tx += 10) {
    ctx.beginPath();
    ctx.moveTo(hx + tx * 0.6, hy - 84);
    ctx.lineTo(hx + tx, hy - 54);
    ctx.stroke();
  }
  paintTreeCrown(ctx, x - 84, y - 86, 16, 0.8);
  paintTreeCrown(ctx, x + 88, y - 84, 14, 0.5);
  paintTreeCrown(ctx, x - 92, y - 34, 13, 0.2);
}

/** The ferry landing: a bamboo jetty on the river bank with balangay boats tied up. */
function paintRiverLanding(ctx: Ctx): void {
  const { x, y } = MAP_PINS.river;
  // Jetty from the west bank.
  ctx.beginPath();
  ctx.rect(x - 70, y - 14, 58, 14);
  inkFill(ctx, '#b98a52', 3);
  ctx.strokeStyle = 'rgba(80, 50, 20, 0.7)';
  ctx.lineWidth = 2;
  for (let px = x - 64; px < x - 12; px += 8) {
    ctx.beginPath();
    ctx.moveTo(px, y - 14);
    ctx.lineTo(px, y);
    ctx.stroke();
  }
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  for (const px of [x - 66, x - 40, x - 16]) {
    ctx.beginPath();
    ctx.moveTo(px, y);
    ctx.lineTo(px, y + 10);
    ctx.stroke();
  }
  paintBalangay(ctx, x + 10, y + 30, 1, false);
  paintBalangay(ctx, x - 10, y - 46, 0.8, true);
  paintMapHut(ctx, x - 96, y - 16, 40);
  paintPalm(ctx, x - 130, y + 10, 50, -0.2);
  glow(ctx, x - 40, y - 18, 26, '#ffb050', 0.7);
}

/** A balangay, the plank boat of the old barangays, with its upswept ends. */
export function paintBalangay(ctx: Ctx, x: number, y: number, scale: number, flip: boolean): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(flip ? -scale : scale, scale);
  ctx.beginPath();
  ctx.moveTo(-40, -14);
  ctx.quadraticCurveTo(-34, 6, -14, 6);
  ctx.lineTo(14, 6);
  ctx.quadraticCurveTo(34, 6, 40, -14);
  ctx.quadraticCurveTo(20, -4, 0, -4);
  ctx.quadraticCurveTo(-20, -4, -40, -14);
  ctx.closePath();
  inkFill(ctx, '#a06a38', 3.5);
  ctx.strokeStyle = KIDLAT.trim;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(-30, -4);
  ctx.quadraticCurveTo(0, 2, 30, -4);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(200, 245, 250, 0.6)';
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.moveTo(-30, 10);
  ctx.quadraticCurveTo(0, 14, 30, 10);
  ctx.stroke();
  ctx.restore();
}

/** The market village: huts round a square of awninged stalls, boats drawn up on the beach. */
function paintVillage(ctx: Ctx): void {
  const { x, y } = MAP_PINS.village;
  ctx.fillStyle = 'rgba(220, 180, 120, 0.6)';
  ctx.beginPath();
  ctx.ellipse(x, y - 10, 120, 56, 0, 0, Math.PI * 2);
  ctx.fill();
  // The square's stalls, under striped awnings.
  const stall = (sx: number, sy: number, colour: string) => {
    ctx.beginPath();
    ctx.rect(sx - 16, sy - 16, 32, 16);
    inkFill(ctx, '#c98a4b', 3);
    ctx.beginPath();
    ctx.moveTo(sx - 22, sy - 14);
    ctx.lineTo(sx - 16, sy - 30);
    ctx.lineTo(sx + 16, sy - 30);
    ctx.lineTo(sx + 22, sy - 14);
    ctx.closePath();
    inkFill(ctx, colour, 3);
    ctx.fillStyle = '#f6ead7';
    for (const dx of [-9, 3]) ctx.fillRect(sx + dx, sy - 29, 6, 15);
  };
  const huts: [number, number, number][] = [
    [x - 96, y - 40, 40],
    [x - 40, y - 62, 44],
    [x + 40, y - 64, 40],
    [x + 96, y - 36, 44],
    [x - 110, y + 12, 38],
    [x + 110, y + 16, 40],
  ];
  huts.sort((a, b) => a[1] - b[1]);
  huts
    .filter(([, hy]) => hy < y - 20)
    .forEach(([hx, hy, s], index) => paintMapHut(ctx, hx, hy, s, index % 2 === 0));
  stall(x - 34, y - 10, KIDLAT.red);
  stall(x + 2, y - 20, '#1f7a8c');
  stall(x + 38, y - 8, '#e0a13c');
  huts
    .filter(([, hy]) => hy >= y - 20)
    .forEach(([hx, hy, s], index) => paintMapHut(ctx, hx, hy, s, index % 2 === 1));
  glow(ctx, x, y - 20, 90, '#ffb050', 0.25);
  paintPalm(ctx, x - 150, y + 40, 58, -0.25);
  paintPalm(ctx, x + 150, y + 50, 52, 0.2);
  paintBalangay(ctx, x - 40, y + 92, 0.8, false);
  paintBalangay(ctx, x + 50, y + 98, 0.7, true);
}

export function paintPlaces(ctx: Ctx): void {
  paintTribe(ctx);
  paintWoods(ctx);
  paintRemnants(ctx);
  paintManor(ctx);
  paintRiverLanding(ctx);
  paintVillage(ctx);
}
