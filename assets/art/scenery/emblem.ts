// The game's mark: two crossed baston over a lamp-gold gong. One painter for every size: the logo's
// mark and the favicon; below 96 px it drops the fine detail that would only blur.
import { at, glow, inkFill, type Ctx } from './ink.ts';
import { paintRattanStick } from './rattan.ts';

export function paintEmblem(ctx: Ctx, size: number): void {
  const detailed = size >= 96;
  const c = size / 2;
  const r = size * (detailed ? 0.4 : 0.43);
  const line = Math.max(2.5, size * 0.022);

  if (detailed) glow(ctx, c, c, size * 0.5, '#ffd98a', 0.35);

  // The gong: a bronze-gold disc lit from the upper left, with a raised boss in its middle.
  const disc = ctx.createRadialGradient(c - r * 0.35, c - r * 0.4, r * 0.1, c, c, r);
  disc.addColorStop(0, '#fff2c0');
  disc.addColorStop(0.45, '#f2b544');
  disc.addColorStop(1, '#b4621c');
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  inkFill(ctx, disc, line * 1.4);
  if (detailed) {
    ctx.lineWidth = line * 0.6;
    ctx.strokeStyle = 'rgba(120, 60, 20, 0.6)';
    ctx.beginPath();
    ctx.arc(c, c, r * 0.8, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255, 245, 210, 0.5)';
    ctx.beginPath();
    ctx.arc(c, c, r * 0.77, Math.PI * 1.05, Math.PI * 1.6);
    ctx.stroke();
    // A hammered rim: short light ticks around the edge.
    ctx.strokeStyle = 'rgba(255, 240, 200, 0.35)';
    ctx.lineWidth = line * 0.4;
    for (let i = 0; i < 36; i += 1) {
      const angle = (i / 36) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(c + Math.cos(angle) * r * 0.84, c + Math.sin(angle) * r * 0.84);
      ctx.lineTo(c + Math.cos(angle) * r * 0.93, c + Math.sin(angle) * r * 0.93);
      ctx.stroke();
    }
  }
  const boss = ctx.createRadialGradient(c - r * 0.1, c - r * 0.12, 0, c, c, r * 0.3);
  boss.addColorStop(0, '#fff6d6');
  boss.addColorStop(0.5, '#f2b544');
  boss.addColorStop(1, '#9a5216');
  ctx.beginPath();
  ctx.arc(c, c, r * (detailed ? 0.26 : 0.3), 0, Math.PI * 2);
  inkFill(ctx, boss, detailed ? line : line * 0.8);

  // The sticks, crossed: the second lies over the first and shades it.
  const reach = r * 1.02;
  const thickness = size * (detailed ? 0.085 : 0.14);
  const style = { outline: detailed ? line * 1.1 : line * 0.9, detail: detailed };
  paintRattanStick(ctx, [c - reach, c - reach], [c + reach, c + reach], thickness, style);
  at(ctx, c, c, -Math.PI / 4, 1, () => {
    ctx.fillStyle = 'rgba(26, 15, 31, 0.35)';
    ctx.beginPath();
    ctx.ellipse(thickness * 0.35, thickness * 0.35, reach * 1.3, thickness * 0.75, 0, 0, Math.PI * 2);
    ctx.fill();
  });
  paintRattanStick(ctx, [c - reach, c + reach], [c + reach, c - reach], thickness, style);

  if (detailed) {
    // Wrapped grips where the hands hold the sticks: the red and gold of Kidlat's headband.
    for (const [x, y] of [
      [c - reach * 0.78, c + reach * 0.78],
      [c - reach * 0.78, c - reach * 0.78],
    ] as const) {
      const angle = y > c ? -Math.PI / 4 : Math.PI / 4;
      at(ctx, x, y, angle, 1, () => {
        ctx.beginPath();
        ctx.roundRect(
          -thickness * 0.9,
          -thickness * 0.62,
          thickness * 1.8,
          thickness * 1.24,
          thickness * 0.3,
        );
        inkFill(ctx, '#b3202f', line * 0.9);
        ctx.strokeStyle = '#ffd23f';
        ctx.lineWidth = line * 0.6;
        for (const dx of [-0.45, 0, 0.45]) {
          ctx.beginPath();
          ctx.moveTo(thickness * dx - thickness * 0.1, -thickness * 0.55);
          ctx.lineTo(thickness * dx + thickness * 0.1, thickness * 0.55);
          ctx.stroke();
        }
      });
    }
  }
}
