// Where painted lights shine, worked out the same way by the painters and by the battle scene's
// overlays, so a glow always sits on its lamp.

export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** Where the lanterns of a cord sagging between two points hang: `count` points along it. */
export function lanternString(from: Spot, to: Spot, sag: number, count: number): Spot[] {
  return Array.from({ length: count }, (_, i) => {
    const t = (i + 1) / (count + 1);
    return {
      x: from.x + (to.x - from.x) * t,
      y: from.y + (to.y - from.y) * t + sag * 4 * t * (1 - t),
    };
  });
}

/** The middle of a hanging lantern's glowing body, `size` wide, hung from `top`. */
export function lanternLight(top: Spot, size: number): Spot {
  return { x: top.x, y: top.y + size * 0.8 };
}

export interface LampPost {
  readonly x: number;
  readonly groundY: number;
  readonly height: number;
}

/** Where a lamp post's crook hangs its lantern, and how big the lantern is. */
export function lampPostLantern(post: LampPost): { top: Spot; size: number } {
  return {
    top: { x: post.x + post.height * 0.14, y: post.groundY - post.height * 0.97 },
    size: post.height * 0.11,
  };
}

export interface Shrine {
  readonly x: number;
  readonly groundY: number;
  readonly size: number;
}

/** The foot of each candle flame on a shrine's table. */
export function shrineCandles(shrine: Shrine): Spot[] {
  const tableY = shrine.groundY - shrine.size * 0.5;
  return [-0.3, 0.32].map((u) => ({ x: shrine.x + u * shrine.size, y: tableY - shrine.size * 0.16 }));
}
