// Heads in three-quarter view facing the foe: face and ear, the hair of each fighter, an expression
// per moment (calm, fierce, shouting, in pain, sick, knocked out, joyful, focused) and the headgear
// that makes each silhouette: Kidlat's headband tails, Alon's salakot, the Tulisan's bandana and
// mask, the Babaylan's plumed headdress, the Bantay's rattan helmet.
import { INK, mix, shadeOf } from './colour.ts';
import type { Figure } from './figure.ts';
import { ellipse, line, part, polygon, ribbon, smooth, type Ctx } from './ink.ts';
import type { Expression, Point } from './skeleton.ts';

const P = (x: number, y: number): Point => ({ x, y });

function inHeadSpace(f: Figure, paint: (ctx: Ctx) => void): void {
  const { ctx } = f.b;
  ctx.save();
  ctx.translate(f.j.head.x, f.j.head.y);
  ctx.rotate(f.j.headAngle);
  const s = f.look.build.headSize;
  ctx.scale(s, s);
  paint(ctx);
  ctx.restore();
}

const FACE: readonly Point[] = [
  P(-23, -12),
  P(-12, -26),
  P(6, -28),
  P(20, -19),
  P(24, -7),
  P(25, -1),
  P(31, 7),
  P(25, 10),
  P(25, 15),
  P(22, 21),
  P(13, 26),
  P(0, 25),
  P(-14, 17),
  P(-24, 3),
];

/** What hangs or streams behind the head: long hair, headband and bandana tails. */
export function paintHeadBehind(f: Figure): void {
  const { look } = f;
  const wind = f.pose.wind ?? 0.3;
  inHeadSpace(f, () => {
    if (look.hair.style === 'long') {
      // Down her back; fallen, it spreads along the floor beside her.
      const hairPoints = f.pose.drop
        ? [P(-20, -22), P(-4, -10), P(-8, 30), P(-18, 70), P(-24, 100), P(-29, 86), P(-29, 40), P(-29, 4)]
        : [
            P(-20, -22),
            P(-4, -10),
            P(-8, 30),
            P(-16 - wind * 10, 70),
            P(-30 - wind * 30, 104 - wind * 20),
            P(-44 - wind * 34, 92 - wind * 20),
            P(-40 - wind * 14, 50),
            P(-32, 4),
          ];
      part(f.b, smooth(hairPoints), look.hair.colour);
    }
    if (look.headgear.kind === 'headband' && f.pose.drop) {
      // Fallen: the tails lie short along the floor.
      part(f.b, ribbon([P(-24, -12), P(-25, -30), P(-23, -46)], 10, 6), shadeOf(look.headgear.colour), {
        outline: 2.4,
      });
      part(f.b, ribbon([P(-24, -12), P(-20, -28), P(-14, -40)], 11, 6), look.headgear.colour, {
        outline: 2.4,
      });
    } else if (look.headgear.kind === 'headband') {
      const tail = (spread: number, length: number): Point[] => [
        P(-24, -12),
        P(-40 - wind * 8, -12 + spread * 0.5 + 10 * (1 - wind)),
        P(-58 - wind * 16, -10 + spread + 20 * (1 - wind)),
        P(-74 - wind * 22 * length, -8 + spread * 1.4 + 32 * (1 - wind)),
      ];
      part(f.b, ribbon(tail(12, 1), 10, 6), shadeOf(look.headgear.colour), { outline: 2.4 });
      part(f.b, ribbon(tail(-4, 1.2), 11, 6), look.headgear.colour, { outline: 2.4 });
    }
    if (look.headgear.kind === 'bandana' && !f.pose.drop) {
      const tail = (spread: number): Point[] => [
        P(-26, -8),
        P(-38 - wind * 8, -2 + spread + 8 * (1 - wind)),
        P(-48 - wind * 14, 2 + spread * 1.4 + 14 * (1 - wind)),
      ];
      part(f.b, ribbon(tail(10), 10, 5), shadeOf(look.headgear.colour), { outline: 2.4 });
      part(f.b, ribbon(tail(-2), 10, 5), look.headgear.colour, { outline: 2.4 });
    }
    if (look.headgear.kind === 'headdress') plumes(f);
  });
}

export function paintHead(f: Figure): void {
  const { look } = f;
  const face = f.pose.face ?? 'calm';
  inHeadSpace(f, (ctx) => {
    if (look.hair.style === 'tied') {
      // A short tail of hair at the nape.
      part(f.b, ribbon([P(-22, 0), P(-30, 10), P(-32, 22)], 10, 6), look.hair.colour);
    }
    part(f.b, smooth(FACE), f.skin, {
      inside: (c) => {
        f.marks('head', P(-10, 10), P(12, -12), 18, true)?.(c);
        if (look.headgear.kind === 'salakot') {
          // The hat's brim shades the upper face.
          c.fillStyle = 'rgba(59, 31, 79, 0.35)';
          c.fillRect(-30, -30, 70, 22);
        }
      },
    });
    // The ear.
    part(f.b, ellipse(P(-7, 2), 5.5, 7.5, 0.2), f.skin, { outline: 2 });
    line(ctx, [P(-8, -1), P(-6, 4)], 1.6, shadeOf(f.skin));
    if (look.face.earring) {
      part(f.b, ellipse(P(-7, 13), 3, 4.5), look.face.earring, { outline: 1.6, shade: false });
    }
    hair(f);
    features(f, ctx, face);
    if (look.face.mask) mask(f);
    headgear(f);
  });
}

function hair(f: Figure): void {
  const colour = f.look.hair.colour;
  switch (f.look.hair.style) {
    case 'spiky':
      part(
        f.b,
        polygon([
          P(22, -16),
          P(14, -20),
          P(8, -13),
          P(-2, -12),
          P(-4, 0),
          P(-12, 8),
          P(-22, 12),
          P(-30, 8),
          P(-26, 0),
          P(-38, -8),
          P(-28, -14),
          P(-38, -26),
          P(-22, -26),
          P(-22, -40),
          P(-8, -30),
          P(0, -42),
          P(6, -30),
          P(18, -36),
          P(17, -26),
          P(28, -24),
        ]),
        colour,
      );
      break;
    case 'shaggy':
      part(
        f.b,
        polygon([
          P(20, -16),
          P(6, -12),
          P(-2, -4),
          P(-10, 8),
          P(-16, 22),
          P(-22, 14),
          P(-28, 24),
          P(-30, 8),
          P(-30, -14),
          P(-14, -30),
          P(8, -31),
          P(22, -24),
        ]),
        colour,
      );
      break;
    case 'long':
      part(
        f.b,
        smooth([
          P(24, -14),
          P(10, -16),
          P(0, -8),
          P(-6, 4),
          P(-16, 14),
          P(-28, 6),
          P(-28, -16),
          P(-12, -32),
          P(10, -32),
          P(24, -22),
        ]),
        colour,
      );
      break;
    case 'tied':
    case 'cropped':
      part(
        f.b,
        smooth([
          P(22, -14),
          P(10, -14),
          P(0, -8),
          P(-4, 2),
          P(-14, 12),
          P(-26, 4),
          P(-26, -16),
          P(-12, -30),
          P(8, -31),
          P(22, -22),
        ]),
        colour,
      );
      break;
  }
}

function features(f: Figure, ctx: Ctx, face: Expression): void {
  const eye = P(13, -3);
  const brow = (inner: number, outer: number) =>
    line(ctx, [P(5, -12 + outer), P(21, -12 + inner)], 3.6, f.look.hair.colour === '#141018' ? INK : INK);
  const closedArc = (up: boolean) => {
    ctx.beginPath();
    if (up) ctx.arc(eye.x, eye.y + 2, 5, Math.PI * 1.1, Math.PI * 1.9);
    else ctx.arc(eye.x, eye.y - 3, 5, Math.PI * 0.15, Math.PI * 0.85);
    ctx.lineWidth = 2.8;
    ctx.strokeStyle = INK;
    ctx.stroke();
  };
  const openEye = (rx: number, ry: number) => {
    ctx.fillStyle = '#f6ead7';
    ctx.beginPath();
    ctx.ellipse(eye.x, eye.y, rx + 1.6, ry + 1, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.ellipse(eye.x + 1.4, eye.y + 0.4, rx, ry, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(eye.x + 2.4, eye.y - 1.4, 1.2, 0, Math.PI * 2);
    ctx.fill();
  };
  const mouth = (points: Point[], width = 2.6) => line(ctx, points, width, INK);
  const openMouth = (w: number, h: number, teeth: boolean) => {
    ctx.fillStyle = '#4a1420';
    ctx.beginPath();
    ctx.ellipse(20, 16, w, h, -0.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = 2.2;
    ctx.strokeStyle = INK;
    ctx.stroke();
    if (teeth) {
      ctx.fillStyle = '#f6ead7';
      ctx.fillRect(20 - w + 1.5, 16 - h + 0.5, w * 2 - 3, Math.min(3, h));
    }
  };
  const masked = Boolean(f.look.face.mask);
  switch (face) {
    case 'calm':
      openEye(2.8, 3.8);
      brow(-2, 1);
      if (!masked) mouth([P(17, 16), P(23, 15)]);
      break;
    case 'fierce':
      openEye(2.8, 3.2);
      brow(2, -3);
      if (!masked) mouth([P(16, 17), P(21, 15), P(24, 16)]);
      break;
    case 'shout':
      openEye(3, 3.6);
      brow(3, -4);
      if (!masked) openMouth(4.6, 4.4, true);
      break;
    case 'pain':
      // Squeezed shut.
      mouth([P(8, -6), P(16, -3), P(9, 0)], 2.8);
      brow(-4, 2);
      if (!masked) openMouth(4.2, 3, true);
      break;
    case 'sick':
      openEye(2.4, 2.4);
      line(ctx, [P(8, -5), P(19, -4)], 2.6, INK);
      brow(-5, 1);
      if (!masked) mouth([P(15, 17), P(18, 15), P(21, 17), P(24, 15)], 2.2);
      break;
    case 'ko':
      mouth([P(9, -7), P(17, 1)], 2.8);
      mouth([P(17, -7), P(9, 1)], 2.8);
      if (!masked) openMouth(3, 3.4, false);
      break;
    case 'joy':
      closedArc(true);
      brow(-3, 0);
      if (!masked) openMouth(5, 4.4, true);
      break;
    case 'focus':
      closedArc(false);
      brow(0, 0);
      if (!masked) mouth([P(17, 16), P(23, 16)]);
      break;
  }
  if (f.look.face.paint) {
    // Babaylan face paint: three dots under the eye and a line on the brow.
    ctx.fillStyle = f.look.face.paint;
    for (const [x, y] of [
      [6, 6],
      [11, 8],
      [16, 7],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, 1.8, 0, Math.PI * 2);
      ctx.fill();
    }
    line(ctx, [P(4, -18), P(18, -20)], 2, f.look.face.paint);
  }
  if (f.look.face.scar) line(ctx, [P(7, -14), P(19, 4)], 2, mix(f.skin, '#5a1a1a', 0.55));
  if (f.look.face.moustache) {
    part(f.b, smooth([P(16, 10), P(28, 9), P(30, 15), P(24, 13), P(18, 15)]), '#1a1418', {
      outline: 1.6,
      shade: false,
    });
  }
}

/** The Tulisan's kerchief over nose and mouth, a point hanging under the chin. */
function mask(f: Figure): void {
  const colour = f.look.face.mask ?? INK;
  part(
    f.b,
    polygon([P(-2, 2), P(10, 3), P(30, 4), P(28, 14), P(24, 24), P(16, 34), P(8, 26), P(-6, 20), P(-12, 12)]),
    colour,
    {
      inside: (ctx) => {
        line(ctx, [P(10, 12), P(26, 10)], 1.6, shadeOf(colour));
        line(ctx, [P(6, 20), P(20, 20)], 1.6, shadeOf(colour));
      },
    },
  );
}

function headgear(f: Figure): void {
  const { kind, colour, accent } = f.look.headgear;
  switch (kind) {
    case 'headband':
      part(f.b, polygon([P(-26, -17), P(-4, -20), P(22, -20), P(25, -12), P(-2, -11), P(-26, -7)]), colour, {
        inside: (ctx) => line(ctx, [P(-26, -12), P(24, -16)], 1.8, accent),
      });
      part(f.b, ellipse(P(-25, -12), 6, 7), shadeOf(colour), { outline: 2.2 });
      break;
    case 'salakot':
      if (!f.pose.drop) salakot(f);
      break;
    case 'bandana':
      part(
        f.b,
        smooth([
          P(24, -14),
          P(20, -26),
          P(4, -34),
          P(-16, -30),
          P(-28, -16),
          P(-28, -4),
          P(-18, -6),
          P(-4, -12),
          P(12, -13),
        ]),
        colour,
        {
          inside: (ctx) => {
            ctx.fillStyle = accent;
            for (const [x, y] of [
              [-14, -20],
              [0, -24],
              [12, -20],
              [-4, -16],
            ] as const) {
              ctx.beginPath();
              ctx.arc(x, y, 1.8, 0, Math.PI * 2);
              ctx.fill();
            }
          },
        },
      );
      part(f.b, ellipse(P(-27, -8), 6, 6.5), shadeOf(colour), { outline: 2.2 });
      break;
    case 'headdress':
      // A gold band with hanging beads.
      part(f.b, polygon([P(-26, -18), P(0, -24), P(24, -20), P(24, -12), P(0, -16), P(-26, -10)]), colour, {
        inside: (ctx) => {
          ctx.fillStyle = accent;
          for (const x of [-16, -4, 8, 18]) {
            ctx.beginPath();
            ctx.arc(x, -16, 2.2, 0, Math.PI * 2);
            ctx.fill();
          }
        },
      });
      for (const x of [-20, 20]) {
        line(f.b.ctx, [P(x, -12), P(x + 1, 4)], 1.4, INK);
        part(f.b, ellipse(P(x + 1, 6), 2.6, 3.2), colour, { outline: 1.4, shade: false, light: false });
      }
      break;
    case 'helmet':
      part(
        f.b,
        smooth([
          P(28, -12),
          P(24, -30),
          P(4, -40),
          P(-18, -36),
          P(-30, -20),
          P(-32, 4),
          P(-22, 6),
          P(-20, -10),
          P(0, -14),
        ]),
        colour,
        {
          inside: (ctx) => {
            ctx.strokeStyle = accent;
            ctx.lineWidth = 2;
            for (let i = -40; i < 40; i += 8) {
              ctx.beginPath();
              ctx.moveTo(i, -44);
              ctx.lineTo(i + 18, -8);
              ctx.moveTo(i + 18, -44);
              ctx.lineTo(i, -8);
              ctx.stroke();
            }
          },
        },
      );
      // The brim ridge and the finial.
      part(f.b, polygon([P(-30, -12), P(0, -18), P(30, -14), P(30, -9), P(0, -12), P(-30, -6)]), accent, {
        outline: 2,
      });
      part(f.b, polygon([P(-2, -38), P(2, -54), P(8, -38)]), accent, { outline: 2 });
      break;
  }
}

/** Alon's salakot: the woven cone, its underside, the brass finial and the chin cord. */
function salakot(f: Figure, cord = true): void {
  const { colour, accent } = f.look.headgear;
  part(f.b, ellipse(P(2, -13), 58, 7, -0.04), shadeOf(shadeOf(colour)), { outline: 2.6, light: false });
  part(f.b, polygon([P(-58, -12), P(-8, -50), P(8, -52), P(62, -16), P(2, -20)]), colour, {
    inside: (ctx) => {
      ctx.strokeStyle = shadeOf(colour);
      ctx.lineWidth = 2;
      for (const r of [0.3, 0.55, 0.8]) {
        ctx.beginPath();
        ctx.moveTo(-58 * r, -50 + 38 * r);
        ctx.quadraticCurveTo(0, -50 + 36 * r - 4, 62 * r, -52 + 36 * r);
        ctx.stroke();
      }
      for (const x of [-30, -12, 8, 28]) line(ctx, [P(0, -50), P(x * 1.7, -14)], 1.4, shadeOf(colour));
    },
  });
  part(f.b, ellipse(P(0, -54), 6, 5), accent, { outline: 2 });
  if (cord) line(f.b.ctx, [P(-14, -14), P(-6, 8), P(6, 24)], 1.6, '#6b4a2b');
}

/** A knocked-out fighter's salakot, fallen and resting on its brim beside the head. */
export function paintFallenHat(f: Figure, at: Point): void {
  if (f.look.headgear.kind !== 'salakot') return;
  const { ctx } = f.b;
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.rotate(-0.18);
  ctx.scale(0.9, 0.9);
  salakot(f, false);
  ctx.restore();
}

/** The Babaylan's plumes: three feathers fanning up from the back of the headdress. */
function plumes(f: Figure): void {
  const { colour, accent } = f.look.headgear;
  const wind = f.pose.wind ?? 0.3;
  const feather = (angle: number, length: number, tone: string) => {
    const a = (angle * Math.PI) / 180;
    const base = P(-14, -24);
    const tip = P(base.x + Math.sin(a) * length - wind * 8, base.y - Math.cos(a) * length);
    const mid = P((base.x + tip.x) / 2 - 4, (base.y + tip.y) / 2);
    part(f.b, ribbon([base, mid, tip], 6, 12), tone, {
      outline: 2.2,
      inside: (ctx) => line(ctx, [base, mid, tip], 1.6, shadeOf(tone)),
    });
  };
  // Fallen, the plumes fold over rather than reach past her.
  const fold = f.pose.drop ? 50 : 0;
  const reachOf = f.pose.drop ? 0.75 : 1;
  feather(-40 + fold, 52 * reachOf, '#f6ead7');
  feather(-18 + fold, 62 * reachOf, accent);
  feather(6 + fold, 50 * reachOf, colour);
}
