// Colour arithmetic for the fighter painters: every base colour gets its violet shade and its warm
// lamp-lit edge from the dusk palette (ARTISTS.md "Light"), so no palette lists them by hand.

export const INK = '#1a0f1f';
/** The shade side of every figure falls toward the dusk violet. */
export const DUSK_SHADE = '#3b1f4f';
/** The front of every figure catches the warm light of the arena's fires. */
export const LAMP_LIGHT = '#ffd98a';

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A colour part-way from a to b (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('')}`;
}

export function shadeOf(colour: string): string {
  return mix(colour, DUSK_SHADE, 0.42);
}

export function lightOf(colour: string): string {
  return mix(colour, LAMP_LIGHT, 0.38);
}

export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = channels(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
