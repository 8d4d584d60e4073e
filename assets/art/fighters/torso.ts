// The torso and what is worn on it: Kidlat's and Alon's open vests with their motifs, the Tulisan's
// ragged tunic over tattooed skin, the Babaylan's baro, beads and shawl, the Bantay's layered rattan
// armour; then the sash with its woven pattern and streaming tails, and the Babaylan's long skirt.
import { INK, mix, shadeOf } from './colour.ts';
import type { Figure } from './figure.ts';
import { capsule, lerp, line, part, polygon, ribbon, smooth, type Ctx } from './ink.ts';
import type { Point } from './skeleton.ts';
import { FEET } from './sheet.ts';

/** Local torso space: origin at the hips, x toward the front, y down the spine (up is negative). */
function toWorld(f: Figure, x: number, y: number): Point {
  const a = f.j.torsoAngle;
  return {
    x: f.j.hip.x + x * Math.cos(a) - y * Math.sin(a),
    y: f.j.hip.y + x * Math.sin(a) + y * Math.cos(a),
  };
}

function inTorsoSpace(f: Figure, paint: (ctx: Ctx) => void): void {
  const { ctx } = f.b;
  ctx.save();
  ctx.translate(f.j.hip.x, f.j.hip.y);
  ctx.rotate(f.j.torsoAngle);
  paint(ctx);
  ctx.restore();
}

function torsoOutline(f: Figure): Point[] {
  const { torso: T, shoulder: S, waist: W, hips: H } = f.look.build;
  return [
    { x: -H, y: 10 },
    { x: -W - 1, y: -T * 0.4 },
    { x: -S * 0.94, y: -T * 0.76 },
    { x: -S * 0.86, y: -T * 0.99 },
    { x: -8, y: -T - 7 },
    { x: 10, y: -T - 6 },
    { x: S * 0.8, y: -T * 0.97 },
    { x: S * 0.98, y: -T * 0.74 },
    { x: W + 3, y: -T * 0.42 },
    { x: H, y: 10 },
    { x: 0, y: 16 },
  ];
}

export function paintNeck(f: Figure): void {
  const k = f.look.build.bulk;
  const top = lerp(f.j.neck, f.j.head, 0.55);
  part(f.b, capsule(f.j.neck, top, 8.5 * k, 8 * k), f.skin);
}

export function paintTorso(f: Figure): void {
  const { look } = f;
  const { torso: T, shoulder: S } = look.build;
  const style = look.torso.style;
  const base = style === 'tunic' ? f.skin : style === 'armour' ? look.torso.under : look.torso.colour;
  inTorsoSpace(f, (ctx) => {
    part(f.b, smooth(torsoOutline(f)), base, {
      inside: (c) => {
        if (style === 'vest') vestInside(f, c);
        if (style === 'tunic') chestTattoo(c, S, T);
        if (style === 'baro') baroInside(f, c);
        f.marks('torso', { x: 0, y: 0 }, { x: 0, y: -T }, S, style === 'tunic')?.(c);
      },
    });
    if (style === 'tunic') tunic(f);
    if (style === 'armour') armour(f);
    if (style === 'baro') beads(f, ctx);
    sash(f);
  });
}

function vestInside(f: Figure, ctx: Ctx): void {
  const { torso: T, shoulder: S } = f.look.build;
  const { under, trim, motif } = f.look.torso;
  // The open front shows the shirt beneath.
  const opening = [
    { x: -2, y: -T - 10 },
    { x: S * 0.66, y: -T - 10 },
    { x: S * 0.5, y: -T * 0.35 },
    { x: S * 0.42, y: 20 },
    { x: S * 0.22, y: 20 },
    { x: S * 0.18, y: -T * 0.4 },
  ];
  ctx.fillStyle = under;
  ctx.beginPath();
  polygon(opening)(ctx);
  ctx.fill();
  ctx.fillStyle = shadeOf(under);
  ctx.beginPath();
  polygon([
    opening[0] as Point,
    { x: S * 0.2, y: -T - 10 },
    { x: S * 0.24, y: 20 },
    opening[4] as Point,
    opening[5] as Point,
  ])(ctx);
  ctx.fill();
  // Trim along both edges of the opening and the hem.
  for (const edge of [
    [opening[0], opening[5], opening[4]],
    [opening[1], opening[2], opening[3]],
  ] as Point[][]) {
    line(ctx, edge, 7, INK);
    line(ctx, edge, 3.6, trim);
  }
  line(
    ctx,
    [
      { x: -40, y: 4 },
      { x: S * 0.2, y: 5 },
    ],
    6,
    trim,
  );
  line(
    ctx,
    [
      { x: S * 0.45, y: 5 },
      { x: 40, y: 4 },
    ],
    6,
    trim,
  );
  const c = { x: -S * 0.4, y: -T * 0.56 };
  if (motif === 'lightning') {
    ctx.beginPath();
    polygon(
      [
        [6, -26],
        [-9, 0],
        [1, 0],
        [-6, 26],
        [12, -6],
        [1, -6],
        [11, -26],
      ].map(([x, y]) => ({ x: c.x + (x ?? 0), y: c.y + (y ?? 0) })),
    )(ctx);
    ctx.fillStyle = trim;
    ctx.fill();
    ctx.lineWidth = 2.6;
    ctx.strokeStyle = INK;
    ctx.lineJoin = 'round';
    ctx.stroke();
  } else if (motif === 'wave') {
    for (let row = 0; row < 3; row += 1) {
      const y = c.y - 16 + row * 14;
      ctx.beginPath();
      ctx.moveTo(c.x - 16, y + 4);
      ctx.bezierCurveTo(c.x - 10, y - 8, c.x - 2, y - 6, c.x, y + 1);
      ctx.bezierCurveTo(c.x + 2, y - 3, c.x + 6, y - 3, c.x + 6, y + 1);
      ctx.bezierCurveTo(c.x + 10, y - 6, c.x + 16, y - 4, c.x + 18, y + 3);
      ctx.lineWidth = 3.4;
      ctx.strokeStyle = trim;
      ctx.stroke();
    }
  }
}

function chestTattoo(ctx: Ctx, S: number, T: number): void {
  ctx.strokeStyle = 'rgba(40, 22, 30, 0.7)';
  ctx.lineWidth = 2.2;
  for (let i = 0; i < 3; i += 1) {
    const y = -T * 0.78 + i * 9;
    ctx.beginPath();
    ctx.moveTo(S * 0.1, y);
    ctx.lineTo(S * 0.32, y + 8);
    ctx.lineTo(S * 0.56, y);
    ctx.stroke();
  }
}

/** The Tulisan's sleeveless tunic hangs open over the chest, its hem torn. */
function tunic(f: Figure): void {
  const { torso: T, shoulder: S, hips: H, waist: W } = f.look.build;
  const cloth = f.look.torso.colour;
  const ragged = (from: number, to: number, y: number): Point[] => {
    const out: Point[] = [];
    const n = 5;
    for (let i = 0; i <= n; i += 1)
      out.push({ x: from + ((to - from) * i) / n, y: y + (i % 2 === 0 ? 10 : 0) });
    return out;
  };
  part(
    f.b,
    polygon([
      { x: -S * 0.9, y: -T * 1.0 },
      { x: -6, y: -T - 6 },
      { x: S * 0.02, y: -T * 0.6 },
      { x: -S * 0.06, y: 8 },
      ...ragged(-S * 0.06, -H - 6, 22),
      { x: -W - 5, y: -T * 0.4 },
      { x: -S - 2, y: -T * 0.76 },
    ]),
    cloth,
    { inside: f.marks('tunic.back', { x: 0, y: 10 }, { x: 0, y: -T }, S, false) },
  );
  part(
    f.b,
    polygon([
      { x: S * 0.56, y: -T - 3 },
      { x: S * 0.84, y: -T * 0.98 },
      { x: S + 2, y: -T * 0.74 },
      { x: W + 5, y: -T * 0.42 },
      { x: H + 4, y: 10 },
      ...ragged(H + 4, S * 0.5, 22),
      { x: S * 0.46, y: -T * 0.42 },
    ]),
    cloth,
  );
}

/** Overlapping bands of woven rattan, lashed at intervals, and a collar. */
function armour(f: Figure): void {
  const { torso: T, shoulder: S, waist: W } = f.look.build;
  const rattan = f.look.torso.colour;
  const lashing = f.look.torso.trim;
  const rows = 6;
  for (let i = rows - 1; i >= 0; i -= 1) {
    const y = -T * 0.84 + (i * T * 0.86) / (rows - 1);
    const t = (y + T * 0.84) / (T * 0.86);
    const half = S * (1 - t) + W * t + 4;
    const shift = 4 - t * 2;
    const colour = i % 2 === 0 ? rattan : mix(rattan, '#ffffff', 0.08);
    part(
      f.b,
      smooth([
        { x: -half + shift, y: y - 8 },
        { x: half + shift, y: y - 9 },
        { x: half + shift + 3, y: y + 1 },
        { x: half + shift, y: y + 10 },
        { x: -half + shift, y: y + 10 },
        { x: -half + shift - 3, y: y + 1 },
      ]),
      colour,
      {
        outline: 2.2,
        inside: (ctx) => {
          ctx.strokeStyle = lashing;
          ctx.lineWidth = 2.4;
          for (let x = -half + 10; x < half; x += 13) {
            ctx.beginPath();
            ctx.moveTo(x + shift, y - 6);
            ctx.lineTo(x + shift + 2, y + 7);
            ctx.stroke();
          }
          line(
            ctx,
            [
              { x: -half, y: y + 5 },
              { x: half + 6, y: y + 4 },
            ],
            1.4,
            shadeOf(rattan),
          );
          f.marks(`armour.${i}`, { x: -half, y }, { x: half, y }, 8, false)?.(ctx);
        },
      },
    );
  }
  part(f.b, capsule({ x: -12, y: -T - 2 }, { x: 14, y: -T - 3 }, 8, 8), rattan, { outline: 2.4 });
}

function baroInside(f: Figure, ctx: Ctx): void {
  const { torso: T, shoulder: S } = f.look.build;
  const { trim } = f.look.torso;
  // A woven band at the hem: gold diamonds on red.
  ctx.fillStyle = f.look.sash.colour;
  ctx.fillRect(-60, -12, 120, 14);
  ctx.fillStyle = trim;
  for (let x = -56; x < 60; x += 10) {
    ctx.beginPath();
    ctx.moveTo(x, -5);
    ctx.lineTo(x + 4, -10);
    ctx.lineTo(x + 8, -5);
    ctx.lineTo(x + 4, 0);
    ctx.closePath();
    ctx.fill();
  }
  // The neckline.
  line(
    ctx,
    [
      { x: -S * 0.5, y: -T - 4 },
      { x: S * 0.1, y: -T * 0.88 },
      { x: S * 0.7, y: -T - 2 },
    ],
    4,
    trim,
  );
}

function beads(f: Figure, ctx: Ctx): void {
  const { torso: T, shoulder: S } = f.look.build;
  const colours = [f.look.torso.trim, '#c0304a', '#f6ead7'];
  [0.86, 0.76, 0.66].forEach((depth, row) => {
    const from = { x: -S * 0.45, y: -T - 2 };
    const to = { x: S * 0.72, y: -T - 1 };
    const sag = { x: S * 0.16, y: -T * depth };
    for (let i = 0; i <= 10; i += 1) {
      const t = i / 10;
      const p = lerp(lerp(from, sag, t), lerp(sag, to, t), t);
      ctx.beginPath();
      ctx.arc(p.x, p.y, row === 0 ? 3.4 : 2.8, 0, Math.PI * 2);
      ctx.fillStyle = colours[(i + row) % colours.length] as string;
      ctx.fill();
      ctx.lineWidth = 1.2;
      ctx.strokeStyle = INK;
      ctx.stroke();
    }
  });
}

function sash(f: Figure): void {
  const { hips: H } = f.look.build;
  const { colour, accent } = f.look.sash;
  const rope = f.look.name === 'tulisan';
  part(
    f.b,
    polygon([
      { x: -H - 4, y: -10 },
      { x: H + 4, y: -12 },
      { x: H + 5, y: rope ? -3 : 3 },
      { x: -H - 4, y: rope ? -1 : 4 },
    ]),
    colour,
    {
      outline: 2.4,
      inside: (ctx) => {
        ctx.strokeStyle = accent;
        ctx.lineWidth = 2;
        if (rope) {
          // Twisted rope.
          for (let x = -H - 4; x < H + 6; x += 6) {
            ctx.beginPath();
            ctx.moveTo(x, -11);
            ctx.lineTo(x + 5, -2);
            ctx.stroke();
          }
          return;
        }
        // Inabel weave: a zigzag between two stripes.
        line(
          ctx,
          [
            { x: -H - 6, y: -7 },
            { x: H + 6, y: -9 },
          ],
          1.6,
          accent,
        );
        line(
          ctx,
          [
            { x: -H - 6, y: 1 },
            { x: H + 6, y: -1 },
          ],
          1.6,
          accent,
        );
        ctx.beginPath();
        for (let x = -H - 4, up = true; x <= H + 6; x += 5, up = !up) ctx.lineTo(x, up ? -6 : 0);
        ctx.stroke();
      },
    },
  );
}

/** The sash's knot and two tails, streaming behind with the fighter's motion (world space). */
export function paintSashTails(f: Figure): void {
  const { hips: H } = f.look.build;
  const wind = f.pose.wind ?? 0.3;
  const knot = toWorld(f, -H - 2, -4);
  const colour = f.look.name === 'tulisan' ? f.look.sash.colour : f.look.sash.colour;
  // Tails never sink below the floor: on a fallen fighter they lie along it.
  const floor = (p: Point): Point => ({ x: p.x - Math.max(0, p.y - FEET.y) * 0.8, y: Math.min(p.y, FEET.y) });
  const tail = (length: number, sway: number): Point[] =>
    [
      knot,
      { x: knot.x - 6 - wind * 10, y: knot.y + length * 0.35 },
      { x: knot.x - 8 - wind * 26 + sway, y: knot.y + length * 0.7 - wind * 6 },
      { x: knot.x - 6 - wind * 42 + sway * 1.6, y: knot.y + length - wind * 16 },
    ].map(floor);
  part(f.b, ribbon(tail(52, 4), 11, 8), shadeOf(colour), { outline: 2.3 });
  part(f.b, ribbon(tail(40, -4), 11, 8), colour, { outline: 2.3 });
  part(
    f.b,
    smooth([
      { x: knot.x - 7, y: knot.y - 6 },
      { x: knot.x + 6, y: knot.y - 6 },
      { x: knot.x + 6, y: knot.y + 6 },
      { x: knot.x - 7, y: knot.y + 6 },
    ]),
    colour,
    { outline: 2.3 },
  );
}

/** The Babaylan's long skirt (tapis) from the hips to the ankles, banded near the hem. */
export function paintSkirt(f: Figure): void {
  const { hips: H } = f.look.build;
  const { colour, accent } = f.look.legs;
  const back = f.j.backLeg.end;
  const front = f.j.frontLeg.end;
  const hipBack = toWorld(f, -H - 5, -6);
  const hipFront = toWorld(f, H + 5, -8);
  // The hem runs across the ankles, square to the line from the hips down to them, so the skirt
  // follows the legs whether she stands, lunges or lies on the floor.
  const waist = lerp(hipBack, hipFront, 0.5);
  const ankles = lerp(back, front, 0.5);
  const axis = { x: ankles.x - waist.x, y: ankles.y - waist.y };
  const length = Math.hypot(axis.x, axis.y) || 1;
  const across = { x: -axis.y / length, y: axis.x / length };
  const spread = Math.abs((front.x - back.x) * across.x + (front.y - back.y) * across.y) / 2;
  const half = Math.max(30, spread + 18);
  const hem = { x: ankles.x + (axis.x / length) * 4, y: ankles.y + (axis.y / length) * 4 };
  // `across` points to the skirt's back side when she stands facing right.
  const hemBack = { x: hem.x + across.x * half, y: hem.y + across.y * half };
  const hemFront = { x: hem.x - across.x * half, y: hem.y - across.y * half };
  const wind = f.pose.wind ?? 0.3;
  const points = [
    hipBack,
    {
      x: lerp(hipBack, hemBack, 0.55).x + across.x * (6 + wind * 6),
      y: lerp(hipBack, hemBack, 0.55).y + across.y * (6 + wind * 6),
    },
    { x: hemBack.x - wind * 10, y: hemBack.y },
    hem,
    hemFront,
    { x: lerp(hipFront, hemFront, 0.5).x - across.x * 5, y: lerp(hipFront, hemFront, 0.5).y - across.y * 5 },
    hipFront,
  ];
  const floor = (p: Point): Point => ({ x: p.x, y: Math.min(p.y, FEET.y + 2) });
  part(f.b, polygon(points.map(floor)), colour, {
    inside: (ctx) => {
      const far = (p: Point, q: Point): Point[] => {
        const dx = q.x - p.x;
        const dy = q.y - p.y;
        return [
          { x: p.x - dx, y: p.y - dy },
          { x: q.x + dx, y: q.y + dy },
        ];
      };
      for (const [t, width, tone] of [
        [0.7, 9, accent],
        [0.8, 4, f.look.sash.accent],
        [0.9, 9, accent],
      ] as const) {
        line(ctx, far(lerp(hipBack, hemBack, t), lerp(hipFront, hemFront, t)), width, tone);
      }
      // Folds from the waist to the hem.
      ctx.strokeStyle = shadeOf(colour);
      ctx.lineWidth = 2.4;
      for (const t of [0.3, 0.55, 0.8]) {
        const top = lerp(lerp(hipBack, hipFront, t), lerp(hemBack, hemFront, t), 0.12);
        const bottom = lerp(lerp(hipBack, hipFront, t), lerp(hemBack, hemFront, t), 0.96);
        ctx.beginPath();
        ctx.moveTo(top.x, top.y);
        ctx.lineTo(bottom.x, bottom.y);
        ctx.stroke();
      }
      f.marks('skirt', waist, hem, 30, false)?.(ctx);
    },
  });
}

/** The Babaylan's shawl: over the back shoulder and across the body; its end streams behind. */
export function paintShawlEnd(f: Figure): void {
  const { torso: T, shoulder: S } = f.look.build;
  const wind = f.pose.wind ?? 0.3;
  const top = toWorld(f, -S * 0.8, -T * 0.96);
  const end: Point[] = [
    top,
    { x: top.x - 14 - wind * 18, y: top.y + 34 },
    { x: top.x - 20 - wind * 40, y: top.y + 70 - wind * 10 },
    { x: top.x - 22 - wind * 58, y: top.y + 104 - wind * 24 },
  ].map((p) => ({ x: p.x + Math.max(0, p.y - FEET.y + 8), y: Math.min(p.y, FEET.y - 8) }));
  part(f.b, ribbon(end, 24, 16), f.look.sash.colour, {
    inside: (ctx) =>
      line(
        ctx,
        end.map((p) => ({ x: p.x - 4, y: p.y })),
        2.4,
        f.look.sash.accent,
      ),
  });
}

export function paintShawlDrape(f: Figure): void {
  const { torso: T, shoulder: S, hips: H } = f.look.build;
  inTorsoSpace(f, () => {
    part(
      f.b,
      smooth([
        { x: -S * 0.95, y: -T * 1.02 },
        { x: -S * 0.4, y: -T * 1.04 },
        { x: S * 0.3, y: -T * 0.5 },
        { x: H + 6, y: -T * 0.1 },
        { x: H + 2, y: -T * 0.0 },
        { x: S * 0.05, y: -T * 0.3 },
        { x: -S, y: -T * 0.72 },
      ]),
      f.look.sash.colour,
      {
        inside: (ctx) =>
          line(
            ctx,
            [
              { x: -S * 0.7, y: -T * 0.9 },
              { x: S * 0.2, y: -T * 0.42 },
              { x: H, y: -T * 0.06 },
            ],
            2.4,
            f.look.sash.accent,
          ),
      },
    );
  });
}
