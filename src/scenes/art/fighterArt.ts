// The fighters, painted in code in the clean, bold-outlined style of the village backdrop. A
// fighter is a small skeleton (hip, torso, limbs, two rattan sticks for sinawali) posed by angles,
// so one painter gives every pose. Kidlat: red headband, lightning on the vest. Alon: salakot hat,
// waves on the vest. Locked fighters are painted as silhouettes.
export const FIGHTER_ART_WIDTH = 440;
export const FIGHTER_ART_HEIGHT = 560;
/** Where the feet stand on the canvas, as a fraction of its size (the scenes anchor here). */
export const FIGHTER_FEET = { x: 170 / 440, y: 536 / 560 };

export type FighterPose = 'stance' | 'strike' | 'hurt' | 'victory';
export type FighterLook = 'kidlat' | 'alon' | 'bagyo' | 'hangin';

type Ctx = CanvasRenderingContext2D;
type Point = { x: number; y: number };

const INK = '#1a0f1f';

interface Palette {
  skin: string;
  hair: string;
  vest: string;
  vestTrim: string;
  shirt: string;
  pants: string;
  sash: string;
  stick: string;
  motif: 'lightning' | 'wave' | 'none';
  head: 'headband' | 'salakot' | 'bare';
  band: string;
}

const PALETTES: Record<FighterLook, Palette> = {
  kidlat: {
    skin: '#c98a5e',
    hair: '#1b1020',
    vest: '#b3202f',
    vestTrim: '#ffd23f',
    shirt: '#f1e3c8',
    pants: '#3a2a24',
    sash: '#ffd23f',
    stick: '#d39a55',
    motif: 'lightning',
    head: 'headband',
    band: '#e0303f',
  },
  alon: {
    skin: '#b97a52',
    hair: '#15131f',
    vest: '#1f7a8c',
    vestTrim: '#9be7f0',
    shirt: '#e9efe6',
    pants: '#23304f',
    sash: '#e8f4f2',
    stick: '#c98a4b',
    motif: 'wave',
    head: 'salakot',
    band: '#d9b26a',
  },
  bagyo: {
    skin: '#a06a48',
    hair: '#111',
    vest: '#4a4a5a',
    vestTrim: '#aaa',
    shirt: '#ccc',
    pants: '#333',
    sash: '#777',
    stick: '#8a6a4a',
    motif: 'none',
    head: 'bare',
    band: '#555',
  },
  hangin: {
    skin: '#a06a48',
    hair: '#111',
    vest: '#4a4a5a',
    vestTrim: '#aaa',
    shirt: '#ccc',
    pants: '#333',
    sash: '#777',
    stick: '#8a6a4a',
    motif: 'none',
    head: 'headband',
    band: '#555',
  },
};

/** Angles in radians from straight down; positive turns toward the way the fighter faces. */
interface Pose {
  lean: number;
  crouch: number;
  frontArm: [number, number];
  backArm: [number, number];
  frontStick: number;
  backStick: number;
  frontLeg: [number, number];
  backLeg: [number, number];
  headTilt: number;
}

const POSES: Record<FighterPose, Pose> = {
  stance: {
    lean: 0.1,
    crouch: 14,
    frontArm: [0.9, 2.0],
    backArm: [-1.0, 2.6],
    frontStick: 2.55,
    backStick: 2.2,
    frontLeg: [0.42, 0.05],
    backLeg: [-0.45, -0.12],
    headTilt: 0,
  },
  strike: {
    lean: 0.42,
    crouch: 26,
    frontArm: [1.65, 1.75],
    backArm: [-1.6, -0.5],
    frontStick: 1.62,
    backStick: -0.2,
    frontLeg: [0.75, 0.1],
    backLeg: [-0.7, -0.35],
    headTilt: 0.15,
  },
  hurt: {
    lean: -0.38,
    crouch: 22,
    frontArm: [0.35, 1.1],
    backArm: [-0.9, -0.2],
    frontStick: 1.9,
    backStick: -0.9,
    frontLeg: [0.3, 0.25],
    backLeg: [-0.35, -0.2],
    headTilt: -0.35,
  },
  victory: {
    lean: 0,
    crouch: 4,
    frontArm: [2.5, 2.9],
    backArm: [-2.5, -2.9],
    frontStick: 2.45,
    backStick: -2.45,
    frontLeg: [0.25, 0.02],
    backLeg: [-0.25, -0.02],
    headTilt: -0.1,
  },
};

const at = (p: Point, angle: number, length: number): Point => ({
  x: p.x + Math.sin(angle) * length,
  y: p.y + Math.cos(angle) * length,
});

/** A limb: a thick round line with a bold outline. */
function limb(ctx: Ctx, points: Point[], width: number, color: string): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [stroke, w] of [
    [INK, width + 9],
    [color, width],
  ] as const) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = w;
    ctx.beginPath();
    points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.stroke();
  }
}

function filled(ctx: Ctx, color: string, path: () => void, outline = 5): void {
  ctx.beginPath();
  path();
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = outline;
  ctx.strokeStyle = INK;
  ctx.lineJoin = 'round';
  ctx.stroke();
}

function arm(ctx: Ctx, shoulder: Point, angles: [number, number], stickAngle: number, pal: Palette): void {
  const elbow = at(shoulder, angles[0], 62);
  const hand = at(elbow, angles[1], 56);
  limb(ctx, [shoulder, elbow], 24, pal.shirt);
  limb(ctx, [elbow, hand], 20, pal.skin);
  // The rattan stick passes through the fist, a short butt (punyo) behind it.
  const tip = at(hand, stickAngle, 128);
  const butt = at(hand, stickAngle + Math.PI, 22);
  limb(ctx, [butt, tip], 9, pal.stick);
  ctx.strokeStyle = 'rgba(255,240,200,0.55)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(butt.x, butt.y);
  ctx.lineTo(tip.x, tip.y);
  ctx.stroke();
  filled(ctx, pal.skin, () => ctx.arc(hand.x, hand.y, 12, 0, Math.PI * 2), 4);
}

function leg(ctx: Ctx, hip: Point, angles: [number, number], pal: Palette): void {
  const knee = at(hip, angles[0], 84);
  const foot = at(knee, angles[1], 84);
  limb(ctx, [hip, knee], 32, pal.pants);
  limb(ctx, [knee, foot], 26, pal.pants);
  filled(ctx, pal.skin, () => ctx.ellipse(foot.x + 12, foot.y + 4, 22, 10, 0, 0, Math.PI * 2), 4);
}

function torso(ctx: Ctx, hip: Point, neck: Point, pal: Palette): void {
  const dx = neck.x - hip.x;
  const dy = neck.y - hip.y;
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const shoulderW = 40;
  const waistW = 30;
  const corner = (p: Point, w: number, s: number): Point => ({ x: p.x + nx * w * s, y: p.y + ny * w * s });
  const a = corner(neck, shoulderW, 1);
  const b = corner(neck, shoulderW, -1);
  const c = corner(hip, waistW, -1);
  const d = corner(hip, waistW, 1);
  filled(ctx, pal.vest, () => {
    ctx.moveTo(a.x, a.y);
    ctx.quadraticCurveTo(neck.x, neck.y - 10, b.x, b.y);
    ctx.lineTo(c.x, c.y);
    ctx.lineTo(d.x, d.y);
  });
  // The open shirt down the middle of the vest.
  ctx.fillStyle = pal.shirt;
  ctx.beginPath();
  ctx.moveTo(neck.x - nx * 2, neck.y - 2);
  ctx.lineTo(hip.x + nx * 8 - dx * 0.15, hip.y + ny * 8 - dy * 0.15);
  ctx.lineTo(hip.x - nx * 8 - dx * 0.15, hip.y - ny * 8 - dy * 0.15);
  ctx.closePath();
  ctx.fill();
  paintMotif(ctx, hip, neck, nx, ny, pal);
  // The sash at the waist.
  limb(ctx, [corner(hip, waistW + 2, 1), corner(hip, waistW + 2, -1)], 12, pal.sash);
  const tail = { x: hip.x - dx * 0.02 - 26, y: hip.y + 34 };
  limb(ctx, [corner(hip, waistW, -1), tail], 8, pal.sash);
}

function paintMotif(ctx: Ctx, hip: Point, neck: Point, nx: number, ny: number, pal: Palette): void {
  const mid = { x: (hip.x + neck.x) / 2 + nx * 20, y: (hip.y + neck.y) / 2 + ny * 20 };
  ctx.lineWidth = 3;
  ctx.strokeStyle = INK;
  if (pal.motif === 'lightning') {
    ctx.fillStyle = pal.vestTrim;
    ctx.beginPath();
    const z = [
      [4, -30],
      [-10, -2],
      [2, -2],
      [-6, 28],
      [12, -6],
      [0, -6],
      [10, -30],
    ];
    z.forEach(([x, y], i) =>
      i === 0
        ? ctx.moveTo(mid.x + (x ?? 0), mid.y + (y ?? 0))
        : ctx.lineTo(mid.x + (x ?? 0), mid.y + (y ?? 0)),
    );
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  } else if (pal.motif === 'wave') {
    ctx.strokeStyle = pal.vestTrim;
    ctx.lineWidth = 4;
    for (let row = 0; row < 3; row += 1) {
      ctx.beginPath();
      const y = mid.y - 18 + row * 16;
      ctx.moveTo(mid.x - 18, y);
      ctx.bezierCurveTo(mid.x - 10, y - 10, mid.x - 2, y + 8, mid.x + 4, y);
      ctx.bezierCurveTo(mid.x + 10, y - 8, mid.x + 16, y + 6, mid.x + 20, y - 2);
      ctx.stroke();
    }
  }
}

function headOf(ctx: Ctx, neck: Point, tilt: number, pal: Palette): void {
  const c = at(neck, Math.PI + tilt, 34);
  filled(ctx, pal.skin, () => ctx.rect(neck.x - 9, neck.y - 14, 18, 16), 4);
  // Hair behind the head, then the face.
  filled(ctx, pal.hair, () => ctx.ellipse(c.x - 6, c.y - 4, 32, 31, 0, 0, Math.PI * 2));
  filled(ctx, pal.skin, () => ctx.ellipse(c.x + 4, c.y + 2, 26, 28, 0, 0, Math.PI * 2));
  // Eye, brow and mouth, looking the way the fighter faces.
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.ellipse(c.x + 15, c.y - 2, 4, 5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.moveTo(c.x + 6, c.y - 12);
  ctx.lineTo(c.x + 22, c.y - 9);
  ctx.moveTo(c.x + 12, c.y + 16);
  ctx.lineTo(c.x + 22, c.y + 14);
  ctx.stroke();
  filled(
    ctx,
    pal.hair,
    () => {
      ctx.moveTo(c.x - 30, c.y - 6);
      ctx.quadraticCurveTo(c.x - 10, c.y - 42, c.x + 26, c.y - 18);
      ctx.quadraticCurveTo(c.x + 4, c.y - 22, c.x - 12, c.y - 4);
    },
    4,
  );
  if (pal.head === 'headband') {
    limb(
      ctx,
      [
        { x: c.x - 28, y: c.y - 12 },
        { x: c.x + 28, y: c.y - 16 },
      ],
      10,
      pal.band,
    );
    // The headband's tails stream behind.
    limb(
      ctx,
      [
        { x: c.x - 28, y: c.y - 12 },
        { x: c.x - 54, y: c.y - 2 },
        { x: c.x - 72, y: c.y + 12 },
      ],
      8,
      pal.band,
    );
    limb(
      ctx,
      [
        { x: c.x - 28, y: c.y - 12 },
        { x: c.x - 58, y: c.y - 20 },
        { x: c.x - 78, y: c.y - 12 },
      ],
      7,
      pal.band,
    );
  } else if (pal.head === 'salakot') {
    filled(ctx, pal.band, () => {
      ctx.moveTo(c.x - 62, c.y - 8);
      ctx.quadraticCurveTo(c.x, c.y - 74, c.x + 66, c.y - 10);
      ctx.quadraticCurveTo(c.x, c.y - 2, c.x - 62, c.y - 8);
    });
    ctx.strokeStyle = '#8a5a2a';
    ctx.lineWidth = 3;
    for (const r of [0.35, 0.65]) {
      ctx.beginPath();
      ctx.moveTo(c.x - 62 * r, c.y - 8 - 30 * (1 - r));
      ctx.quadraticCurveTo(c.x, c.y - 10 - 58 * (1 - r), c.x + 66 * r, c.y - 10 - 30 * (1 - r));
      ctx.stroke();
    }
    filled(ctx, '#b0302a', () => ctx.arc(c.x + 2, c.y - 44, 6, 0, Math.PI * 2), 3);
  }
}

/** Paints one fighter, facing right, feet near the bottom of a FIGHTER_ART size canvas. */
export function paintFighter(ctx: Ctx, look: FighterLook, pose: FighterPose, silhouette = false): void {
  const base = PALETTES[look];
  const pal: Palette = silhouette
    ? {
        ...base,
        skin: '#120b18',
        hair: '#120b18',
        vest: '#120b18',
        vestTrim: '#120b18',
        shirt: '#120b18',
        pants: '#120b18',
        sash: '#120b18',
        stick: '#120b18',
        band: '#120b18',
        motif: 'none',
      }
    : base;
  const p = POSES[pose];
  ctx.save();
  if (!silhouette) {
    ctx.fillStyle = 'rgba(10, 5, 15, 0.35)';
    ctx.beginPath();
    ctx.ellipse(180, 536, 110, 18, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  const hip = { x: 170, y: 352 + p.crouch };
  const neck = at(hip, Math.PI - p.lean, 112);
  const backShoulder = { x: neck.x - 14, y: neck.y + 8 };
  const frontShoulder = { x: neck.x + 12, y: neck.y + 10 };
  arm(ctx, backShoulder, p.backArm, p.backStick, pal);
  leg(ctx, { x: hip.x - 10, y: hip.y }, p.backLeg, pal);
  leg(ctx, { x: hip.x + 10, y: hip.y }, p.frontLeg, pal);
  torso(ctx, hip, neck, pal);
  headOf(ctx, neck, p.headTilt, pal);
  arm(ctx, frontShoulder, p.frontArm, p.frontStick, pal);
  ctx.restore();
}

export function lookOf(fighterId: number | null): FighterLook {
  return fighterId === 2 ? 'alon' : fighterId === 3 ? 'bagyo' : fighterId === 4 ? 'hangin' : 'kidlat';
}
