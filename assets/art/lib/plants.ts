// Plants shared by every painted scene: coconut palms, banana plants, bamboo, broadleaf canopies,
// bushes, ferns and grass tufts. Each takes a Finish: inked colour near, flat silhouette far.
import { type Point, quadAt, quadTangent, ribbon, tracePolygon } from './curve.ts';
import { type Ctx, type Finish, detail, isSilhouette, lineOf, shape, stroke, tone } from './finish.ts';
import { BAMBOO, INK, LEAF, LEAF_DARK, LEAF_LIT, WOOD } from './palette.ts';
import { seededRandom } from './seededRandom.ts';

export interface Palm {
  readonly x: number;
  readonly groundY: number;
  readonly height: number;
  /** Sideways lean of the crown, as a fraction of the height (negative leans left). */
  readonly lean: number;
  readonly seed?: number;
}

/** A coconut palm: a ringed, tapering trunk and a crown of drooping feathered fronds. */
export function paintPalm(ctx: Ctx, palm: Palm, finish: Finish): void {
  const { x, groundY, height: h, lean } = palm;
  const random = seededRandom(palm.seed ?? 17);
  const base = { x, y: groundY };
  const bend = { x: x + lean * h * 0.2, y: groundY - h * 0.55 };
  const top = { x: x + lean * h, y: groundY - h };
  const line = lineOf(finish);
  const trunk = ribbon(
    base,
    bend,
    top,
    24,
    (t) => h * (0.042 - t * 0.02),
    (t) => h * (0.042 - t * 0.02),
  );
  shape(ctx, finish, WOOD, () => tracePolygon(ctx, trunk));
  detail(finish, () => {
    // Rings where old fronds fell, and the warm edge facing the sky.
    for (let i = 1; i < 16; i += 1) {
      const t = i / 16;
      const p = quadAt(base, bend, top, t);
      const d = quadTangent(base, bend, top, t);
      const half = h * (0.042 - t * 0.02);
      ctx.beginPath();
      ctx.moveTo(p.x - d.y * half, p.y + d.x * half);
      ctx.quadraticCurveTo(
        p.x + d.x * half * 0.6,
        p.y + d.y * half * 0.6,
        p.x + d.y * half,
        p.y - d.x * half,
      );
      stroke(ctx, Math.max(1.5, line * 0.45), 'rgba(26, 15, 31, 0.55)');
    }
  });
  const fronds = 9;
  for (let i = 0; i < fronds; i += 1) {
    const angle = -Math.PI - 0.3 + (i / (fronds - 1)) * (Math.PI + 0.6) + lean + (random() - 0.5) * 0.2;
    const upright = Math.abs(Math.sin(angle));
    const length = h * (0.4 + random() * 0.14) * (1 - upright * 0.35);
    paintFrond(ctx, top, angle, length, finish, random);
  }
  detail(finish, () => {
    for (const [dx, dy] of [
      [-0.022, 0.03],
      [0.018, 0.034],
      [0, 0.05],
    ] as const) {
      ctx.beginPath();
      ctx.arc(top.x + dx * h, top.y + dy * h, h * 0.022, 0, Math.PI * 2);
      ctx.fillStyle = '#4a3020';
      ctx.fill();
      stroke(ctx, line * 0.7);
    }
  });
}

/** One palm frond: an arching rib with leaflets hanging from it, swept back toward the crown. */
function paintFrond(
  ctx: Ctx,
  crown: Point,
  angle: number,
  length: number,
  finish: Finish,
  random: () => number,
): void {
  // Fronds reaching sideways arch up, then droop under their own weight; upright ones stay straight.
  const sideways = Math.abs(Math.cos(angle));
  const end = {
    x: crown.x + Math.cos(angle) * length,
    y: crown.y + Math.sin(angle) * length * 0.6 + length * 0.5 * sideways,
  };
  const control = {
    x: crown.x + Math.cos(angle) * length * 0.55,
    y: crown.y + Math.sin(angle) * length * 0.55 - length * 0.22 * sideways,
  };
  const goingRight = end.x >= crown.x;
  const teeth = 11;
  const points: Point[] = [];
  const back: Point[] = [];
  for (let i = 0; i <= teeth * 2; i += 1) {
    const t = i / (teeth * 2);
    const p = quadAt(crown, control, end, t);
    const d = quadTangent(crown, control, end, t);
    // The normal pointing down, whichever way the frond grows.
    const down = goingRight ? { x: -d.y, y: d.x } : { x: d.y, y: -d.x };
    const swell = Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.6;
    const reach = i % 2 === 1 ? length * (0.2 + random() * 0.05) * swell : length * 0.025 * swell;
    points.push({
      x: p.x + down.x * reach - d.x * reach * 0.45,
      y: p.y + down.y * reach - d.y * reach * 0.45,
    });
    back.push({ x: p.x - down.x * length * 0.02 * swell, y: p.y - down.y * length * 0.02 * swell });
  }
  const outline = [...points, ...back.reverse()];
  shape(ctx, finish, LEAF, () => tracePolygon(ctx, outline));
  detail(finish, () => {
    ctx.beginPath();
    ctx.moveTo(crown.x, crown.y);
    ctx.quadraticCurveTo(control.x, control.y, end.x, end.y);
    stroke(ctx, Math.max(2, lineOf(finish) * 0.6), LEAF_LIT);
  });
}

export interface Banana {
  readonly x: number;
  readonly groundY: number;
  readonly height: number;
  readonly seed?: number;
  /** Number of leaves. */
  readonly leaves?: number;
}

/** A banana plant: a thick pseudostem and broad paddle leaves torn into strips by the wind. */
export function paintBanana(ctx: Ctx, plant: Banana, finish: Finish): void {
  const { x, groundY, height: h } = plant;
  const random = seededRandom(plant.seed ?? 5);
  const line = lineOf(finish);
  const crown = { x: x + h * 0.02, y: groundY - h * 0.55 };
  shape(ctx, finish, '#4d5a38', () => {
    ctx.moveTo(x - h * 0.05, groundY);
    ctx.quadraticCurveTo(x - h * 0.035, groundY - h * 0.3, crown.x - h * 0.025, crown.y);
    ctx.lineTo(crown.x + h * 0.025, crown.y);
    ctx.quadraticCurveTo(x + h * 0.05, groundY - h * 0.3, x + h * 0.055, groundY);
    ctx.closePath();
  });
  const count = plant.leaves ?? 6;
  for (let i = 0; i < count; i += 1) {
    const side = i % 2 === 0 ? -1 : 1;
    const spread = 0.25 + (i / count) * 1.1 + random() * 0.2;
    const angle = -Math.PI / 2 + side * spread;
    const length = h * (0.5 + random() * 0.15);
    paintBananaLeaf(ctx, crown, angle, length, finish, random, line);
  }
}

function paintBananaLeaf(
  ctx: Ctx,
  from: Point,
  angle: number,
  length: number,
  finish: Finish,
  random: () => number,
  line: number,
): void {
  const droop = length * (0.25 + Math.abs(Math.cos(angle)) * 0.5);
  const end = { x: from.x + Math.cos(angle) * length, y: from.y + Math.sin(angle) * length + droop };
  const control = {
    x: from.x + Math.cos(angle) * length * 0.7,
    y: from.y + Math.sin(angle) * length * 0.8 - droop * 0.2,
  };
  const width = (t: number): number =>
    length * 0.16 * Math.sin(Math.PI * t) ** 0.7 * (t < 0.12 ? t / 0.12 : 1);
  const outline = ribbon(from, control, end, 20, width, width);
  shape(ctx, finish, LEAF, () => tracePolygon(ctx, outline));
  detail(finish, () => {
    // One half of the blade turned to the sky, the tears in the blade, and the midrib.
    const upper = ribbon(from, control, end, 20, () => 0, width);
    ctx.beginPath();
    tracePolygon(ctx, upper);
    ctx.fillStyle = 'rgba(120, 160, 96, 0.35)';
    ctx.fill();
    for (let k = 0; k < 5; k += 1) {
      const t = 0.2 + k * 0.15 + random() * 0.05;
      const p = quadAt(from, control, end, t);
      const d = quadTangent(from, control, end, t);
      const side = k % 2 === 0 ? 1 : -1;
      const w = width(t) * 1.02;
      ctx.beginPath();
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(p.x - d.y * w * side + d.x * w * 0.3, p.y + d.x * w * side + d.y * w * 0.3);
      stroke(ctx, Math.max(1.5, line * 0.5));
    }
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.quadraticCurveTo(control.x, control.y, end.x, end.y);
    stroke(ctx, Math.max(1.5, line * 0.5), LEAF_LIT);
  });
}

export interface Clump {
  readonly x: number;
  readonly groundY: number;
  readonly height: number;
  readonly seed?: number;
  readonly stems?: number;
}

/** A clump of bamboo: tall segmented culms leaning out, with sprays of narrow leaves. */
export function paintBamboo(ctx: Ctx, clump: Clump, finish: Finish): void {
  const { x, groundY, height: h } = clump;
  const random = seededRandom(clump.seed ?? 3);
  const line = lineOf(finish);
  const stems = clump.stems ?? 6;
  const tops: Point[] = [];
  for (let i = 0; i < stems; i += 1) {
    const lean = (i / (stems - 1) - 0.5) * 0.5 + (random() - 0.5) * 0.12;
    const tall = h * (0.75 + random() * 0.25);
    const base = { x: x + (i - stems / 2) * h * 0.018, y: groundY };
    const top = { x: base.x + lean * tall, y: groundY - tall };
    const bend = { x: base.x + lean * tall * 0.3, y: groundY - tall * 0.6 };
    const half = h * 0.014;
    const culm = ribbon(
      base,
      bend,
      top,
      16,
      () => half,
      () => half,
    );
    shape(ctx, finish, BAMBOO, () => tracePolygon(ctx, culm));
    detail(finish, () => {
      for (let k = 1; k < 9; k += 1) {
        const p = quadAt(base, bend, top, k / 9);
        const d = quadTangent(base, bend, top, k / 9);
        ctx.beginPath();
        ctx.moveTo(p.x - d.y * half * 1.3, p.y + d.x * half * 1.3);
        ctx.lineTo(p.x + d.y * half * 1.3, p.y - d.x * half * 1.3);
        stroke(ctx, Math.max(2, line * 0.7));
      }
    });
    tops.push(top);
  }
  for (const top of tops) {
    for (let k = 0; k < 9; k += 1) {
      const angle = -Math.PI / 2 + (random() - 0.5) * 2.6;
      const from = { x: top.x + (random() - 0.5) * h * 0.06, y: top.y + random() * h * 0.25 };
      paintNarrowLeaf(ctx, from, angle, h * (0.07 + random() * 0.05), finish, line);
    }
  }
}

/** A narrow pointed leaf hanging from `from`. */
export function paintNarrowLeaf(
  ctx: Ctx,
  from: Point,
  angle: number,
  length: number,
  finish: Finish,
  line: number,
): void {
  const end = { x: from.x + Math.cos(angle) * length, y: from.y + Math.sin(angle) * length + length * 0.5 };
  const control = { x: from.x + Math.cos(angle) * length * 0.6, y: from.y + Math.sin(angle) * length * 0.6 };
  const width = (t: number): number => length * 0.12 * Math.sin(Math.PI * t);
  const outline = ribbon(from, control, end, 8, width, width);
  shape(ctx, finish, LEAF, () => tracePolygon(ctx, outline), Math.max(1.5, line * 0.55));
}

export interface Canopy {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly seed?: number;
  readonly colour?: string;
  readonly lit?: string;
}

/**
 * A mass of foliage: overlapping round clusters with one clean ink outline around the whole (strokes
 * first, fills over them), lit on top.
 */
export function paintCanopy(ctx: Ctx, canopy: Canopy, finish: Finish): void {
  const random = seededRandom(canopy.seed ?? 11);
  const blobs: Array<{ x: number; y: number; r: number }> = [];
  const count = Math.max(7, Math.round(canopy.width / 45));
  for (let i = 0; i < count; i += 1) {
    // Evenly along the width with a little jitter, so the clusters always overlap into one mass.
    const u = (i + 0.5 + (random() - 0.5) * 0.6) / count;
    const edge = Math.sin(Math.PI * u);
    const r =
      Math.max(canopy.height * (0.3 + random() * 0.15), (canopy.width / count) * (0.75 + random() * 0.25)) *
      (0.7 + edge * 0.3);
    blobs.push({
      x: canopy.x + (u - 0.5) * (canopy.width - r),
      y: canopy.y + (random() - 0.5) * canopy.height * 0.5 * edge + (1 - edge) * canopy.height * 0.2,
      r,
    });
  }
  const line = lineOf(finish);
  const fillBlobs = (grow: number, colour: string, dx = 0, dy = 0): void => {
    ctx.beginPath();
    for (const b of blobs) {
      ctx.moveTo(b.x + dx + b.r + grow, b.y + dy);
      ctx.arc(b.x + dx, b.y + dy, Math.max(1, b.r + grow), 0, Math.PI * 2);
    }
    ctx.fillStyle = colour;
    ctx.fill();
  };
  if (line > 0) fillBlobs(line, INK);
  fillBlobs(0, tone(finish, canopy.colour ?? LEAF) as string);
  detail(finish, () => {
    ctx.save();
    ctx.beginPath();
    for (const b of blobs) {
      ctx.moveTo(b.x + b.r, b.y);
      ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
    }
    ctx.clip();
    fillBlobs(-line * 2, LEAF_DARK, 0, line * 3);
    fillBlobs(
      -canopy.height * 0.08,
      canopy.lit ?? 'rgba(95, 138, 82, 0.55)',
      -canopy.height * 0.03,
      -canopy.height * 0.06,
    );
    ctx.restore();
  });
}

export interface Tuft {
  readonly x: number;
  readonly groundY: number;
  readonly height: number;
  readonly width?: number;
  readonly blades?: number;
  readonly seed?: number;
  readonly colours?: readonly string[];
  /** Half the width of a blade at its root, as a fraction of the height. */
  readonly blade?: number;
}

/** A tuft of grass: curved pointed blades fanning out from one root. */
export function paintGrassTuft(ctx: Ctx, tuft: Tuft, finish: Finish): void {
  const random = seededRandom(tuft.seed ?? 29);
  const { x, groundY, height: h } = tuft;
  const width = tuft.width ?? h * 0.9;
  const blades = tuft.blades ?? 11;
  const colours = tuft.colours ?? [LEAF, '#3d5e42', '#4f7044', LEAF_LIT];
  // Small tufts get a finer line, or the ink swallows the blades.
  const line = Math.max(1.5, Math.min(lineOf(finish) * 0.7, h * 0.035));
  // Outer blades first, so the upright middle ones sit in front.
  const order = Array.from({ length: blades }, (_, i) => i).sort(
    (a, b) => Math.abs(b - (blades - 1) / 2) - Math.abs(a - (blades - 1) / 2),
  );
  for (const i of order) {
    const spread = blades === 1 ? 0 : i / (blades - 1) - 0.5;
    const tall = h * (0.55 + random() * 0.45) * (1 - Math.abs(spread) * 0.6);
    const base = { x: x + spread * width * 0.25, y: groundY };
    const tip = { x: x + spread * width + (random() - 0.5) * width * 0.2, y: groundY - tall };
    const bend = { x: base.x + (tip.x - base.x) * 0.2, y: groundY - tall * 0.7 };
    const half = h * (tuft.blade ?? 0.035) * (0.8 + random() * 0.4);
    const blade = ribbon(
      base,
      bend,
      tip,
      8,
      (t) => half * (1 - t),
      (t) => half * (1 - t),
    );
    const colour = colours[Math.floor(random() * colours.length)] ?? LEAF;
    shape(ctx, finish, colour, () => tracePolygon(ctx, blade), line);
  }
}

export interface Bush {
  readonly x: number;
  readonly groundY: number;
  readonly width: number;
  readonly height: number;
  readonly seed?: number;
  readonly colour?: string;
}

/** A low round shrub sitting on the ground. */
export function paintBush(ctx: Ctx, bush: Bush, finish: Finish): void {
  paintCanopy(
    ctx,
    {
      x: bush.x,
      y: bush.groundY - bush.height * 0.45,
      width: bush.width,
      height: bush.height,
      seed: bush.seed ?? 41,
      colour: bush.colour ?? LEAF,
    },
    finish,
  );
}

export interface Fern {
  readonly x: number;
  readonly groundY: number;
  readonly size: number;
  readonly seed?: number;
  readonly fronds?: number;
  /** How far the fronds fan out from upright, in radians each side. */
  readonly spread?: number;
}

/** A fern: arching fronds from one root, each a rib with pointed leaflets on both sides. */
export function paintFern(ctx: Ctx, fern: Fern, finish: Finish): void {
  const random = seededRandom(fern.seed ?? 53);
  const { x, groundY, size } = fern;
  const line = Math.max(2, lineOf(finish) * 0.6);
  const fronds = fern.fronds ?? 7;
  const spread = fern.spread ?? 1.15;
  // Outer fronds first, so the upright middle ones sit in front.
  const order = Array.from({ length: fronds }, (_, i) => i).sort(
    (a, b) => Math.abs(b - (fronds - 1) / 2) - Math.abs(a - (fronds - 1) / 2),
  );
  for (const i of order) {
    const u = fronds === 1 ? 0 : i / (fronds - 1) - 0.5;
    const angle = -Math.PI / 2 + u * 2 * spread + (random() - 0.5) * 0.15;
    const length = size * (0.75 + random() * 0.25) * (1 - Math.abs(u) * 0.25);
    const from = { x, y: groundY };
    const sideways = Math.abs(Math.cos(angle));
    const end = {
      x: x + Math.cos(angle) * length,
      y: groundY + Math.sin(angle) * length * 0.7 + length * 0.14 * sideways,
    };
    const control = {
      x: x + Math.cos(angle) * length * 0.45,
      y: groundY + Math.sin(angle) * length * 0.95 - length * 0.12 * sideways,
    };
    const colour = i % 2 === 0 ? LEAF : '#345a40';
    const pinnae = 13;
    for (let k = pinnae; k >= 1; k -= 1) {
      const t = k / (pinnae + 1);
      const p = quadAt(from, control, end, t);
      const d = quadTangent(from, control, end, t);
      const reach = length * 0.15 * Math.sin(Math.PI * (0.12 + t * 0.88)) ** 0.8;
      for (const side of [-1, 1]) {
        // Each leaflet points out and forward, toward the frond's tip.
        const tip = {
          x: p.x + (-d.y * side * 0.85 + d.x * 0.5) * reach,
          y: p.y + (d.x * side * 0.85 + d.y * 0.5) * reach + reach * 0.15,
        };
        const mid = { x: (p.x + tip.x) / 2 - d.x * reach * 0.1, y: (p.y + tip.y) / 2 - d.y * reach * 0.1 };
        const half = (tt: number): number => reach * 0.19 * Math.sin(Math.PI * Math.min(1, tt * 1.3));
        const leaflet = ribbon(p, mid, tip, 6, half, half);
        shape(ctx, finish, colour, () => tracePolygon(ctx, leaflet), line * 0.8);
      }
    }
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.quadraticCurveTo(control.x, control.y, end.x, end.y);
    if (isSilhouette(finish)) stroke(ctx, Math.max(2, size * 0.015), finish.silhouette);
    else {
      stroke(ctx, line * 1.6);
      stroke(ctx, line * 0.6, LEAF_LIT);
    }
  }
}

export interface Reeds {
  readonly x: number;
  readonly groundY: number;
  readonly height: number;
  readonly width: number;
  readonly seed?: number;
}

/** Reeds by the water: tall narrow blades and a few cattail heads on stiff stems. */
export function paintReeds(ctx: Ctx, reeds: Reeds, finish: Finish): void {
  const random = seededRandom(reeds.seed ?? 67);
  const { x, groundY, height: h, width } = reeds;
  const line = Math.max(2, lineOf(finish) * 0.7);
  for (let i = 0; i < 4; i += 1) {
    const u = (i / 3 - 0.5) * 0.7;
    const tall = h * (0.8 + random() * 0.2);
    const tipX = x + u * width * 0.5 + (random() - 0.5) * 10;
    const base = { x: x + u * width * 0.15, y: groundY };
    const tip = { x: tipX, y: groundY - tall };
    ctx.beginPath();
    ctx.moveTo(base.x, base.y);
    ctx.quadraticCurveTo(base.x + (tipX - base.x) * 0.3, groundY - tall * 0.6, tip.x, tip.y);
    if (isSilhouette(finish)) stroke(ctx, h * 0.014, finish.silhouette);
    else {
      stroke(ctx, h * 0.014 + line * 2);
      stroke(ctx, h * 0.014, '#6a7a42');
    }
    const head = h * 0.09;
    const d = quadTangent(base, { x: base.x + (tipX - base.x) * 0.3, y: groundY - tall * 0.6 }, tip, 0.92);
    const cx = tip.x - d.x * head * 1.1;
    const cy = tip.y - d.y * head * 1.1;
    shape(
      ctx,
      finish,
      '#5a3420',
      () => ctx.ellipse(cx, cy, h * 0.018, head * 0.55, Math.atan2(d.y, d.x) + Math.PI / 2, 0, Math.PI * 2),
      line,
    );
  }
  paintGrassTuft(
    ctx,
    {
      x,
      groundY,
      height: h * 0.75,
      width,
      blades: 12,
      blade: 0.028,
      seed: (reeds.seed ?? 67) + 1,
      colours: ['#3d5e42', '#4f7044', '#6a8a4c', LEAF],
    },
    finish,
  );
}

export interface Vine {
  /** Where the vine hangs from. */
  readonly x: number;
  readonly y: number;
  readonly length: number;
  readonly seed?: number;
  /** Sideways bow of the strand. */
  readonly bow?: number;
}

/** A vine hanging from a branch or a wall's edge, with heart-shaped leaves along it. */
export function paintHangingVine(ctx: Ctx, vine: Vine, finish: Finish): void {
  const random = seededRandom(vine.seed ?? 73);
  const { x, y, length } = vine;
  const bow = vine.bow ?? length * 0.12;
  const line = Math.max(2, lineOf(finish) * 0.6);
  const top = { x, y };
  const bend = { x: x + bow, y: y + length * 0.55 };
  const end = { x: x + bow * 0.2, y: y + length };
  ctx.beginPath();
  ctx.moveTo(top.x, top.y);
  ctx.quadraticCurveTo(bend.x, bend.y, end.x, end.y);
  if (isSilhouette(finish)) stroke(ctx, Math.max(3, length * 0.012), finish.silhouette);
  else {
    stroke(ctx, Math.max(3, length * 0.012) + line * 2);
    stroke(ctx, Math.max(3, length * 0.012), '#4a5a32');
  }
  const leaves = Math.max(4, Math.round(length / 38));
  for (let k = 1; k <= leaves; k += 1) {
    const t = k / (leaves + 0.5);
    const p = quadAt(top, bend, end, t);
    const side = k % 2 === 0 ? 1 : -1;
    const size = length * (0.045 + random() * 0.02) * (1.1 - t * 0.4);
    const angle = side * (0.5 + random() * 0.5);
    const tip = { x: p.x + Math.sin(angle) * size * 2, y: p.y + Math.cos(angle) * size * 2 };
    const mid = { x: (p.x + tip.x) / 2, y: (p.y + tip.y) / 2 };
    const half = (tt: number): number => size * 0.75 * Math.sin(Math.PI * Math.min(1, tt * 1.1)) ** 0.7;
    const leaf = ribbon(p, mid, tip, 8, half, half);
    shape(ctx, finish, k % 3 === 0 ? '#3d6a45' : LEAF, () => tracePolygon(ctx, leaf), line);
    detail(finish, () => {
      ctx.beginPath();
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(tip.x, tip.y);
      stroke(ctx, Math.max(1, line * 0.45), LEAF_LIT);
    });
  }
}

export interface Treeline {
  readonly left: number;
  readonly right: number;
  /** The foot of the trees. */
  readonly baseY: number;
  /** The tallest crowns rise this far above the foot. */
  readonly height: number;
  readonly seed?: number;
}

/** A far edge of forest: crowns of uneven size and height along a line, as one silhouette. */
export function paintTreeline(ctx: Ctx, line: Treeline, finish: Finish): void {
  const random = seededRandom(line.seed ?? 79);
  const { left, right, baseY, height } = line;
  shape(ctx, finish, LEAF_DARK, () => {
    ctx.moveTo(left, baseY + height * 0.2);
    let x = left;
    while (x < right) {
      const r = height * (0.18 + random() * 0.3);
      const top = baseY - height * (0.35 + random() * 0.65) + r;
      ctx.lineTo(x, Math.min(baseY, top + r * 0.6));
      ctx.arc(x + r, top, r, Math.PI, 0);
      x += r * (1.2 + random() * 0.8);
    }
    ctx.lineTo(right, baseY + height * 0.2);
    ctx.closePath();
  });
}
