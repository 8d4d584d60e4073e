// Marks a condition leaves on the body, painted inside each part: soot and glowing singe on a burned
// fighter, sickly green blotches on a poisoned fighter's skin. Each part's marks come from its own
// seed, so they stay put from frame to frame while the body moves.
import { fnv1a32 } from '../../../src/engine/hash.ts';
import { seededRandom } from '../lib/seededRandom.ts';
import type { Condition, Marker } from './figure.ts';
import { beside } from './ink.ts';

export function markerFor(condition: Condition): Marker {
  return (id, a, b, r, onSkin) => {
    if (condition === 'none') return undefined;
    if (condition === 'poison' && !onSkin) return undefined;
    return (ctx) => {
      const random = seededRandom(fnv1a32(`${condition}:${id}`));
      const count = condition === 'poison' ? 4 : 2;
      for (let i = 0; i < count; i += 1) {
        const p = beside(a, b, 0.15 + random() * 0.7, (random() - 0.5) * r * 1.4);
        const size = r * (0.3 + random() * 0.3);
        const tilt = random() * Math.PI;
        if (condition === 'poison') {
          // A raised, sickly blotch: pale green with a dark rim and a wet highlight.
          ctx.fillStyle = 'rgba(150, 204, 84, 0.92)';
          ctx.strokeStyle = 'rgba(60, 92, 30, 0.95)';
          ctx.lineWidth = 1.6;
          ctx.beginPath();
          ctx.ellipse(p.x, p.y, size, size * 0.75, tilt, 0, Math.PI * 2);
          ctx.fill();
          ctx.stroke();
          ctx.fillStyle = 'rgba(96, 140, 48, 0.9)';
          ctx.beginPath();
          ctx.ellipse(p.x + size * 0.2, p.y + size * 0.15, size * 0.4, size * 0.3, tilt, 0, Math.PI * 2);
          ctx.fill();
          ctx.fillStyle = 'rgba(236, 255, 200, 0.85)';
          ctx.beginPath();
          ctx.arc(p.x - size * 0.35, p.y - size * 0.3, Math.max(1, size * 0.16), 0, Math.PI * 2);
          ctx.fill();
        } else {
          // Soot, and on cloth a small ember still glowing in it.
          ctx.fillStyle = 'rgba(24, 12, 16, 0.5)';
          ctx.beginPath();
          ctx.ellipse(p.x, p.y, size * 1.3, size * 0.75, tilt, 0, Math.PI * 2);
          ctx.fill();
          if (!onSkin && i === 0) {
            ctx.fillStyle = 'rgba(255, 140, 50, 0.9)';
            ctx.beginPath();
            ctx.arc(p.x, p.y, Math.max(1.2, size * 0.2), 0, Math.PI * 2);
            ctx.fill();
          }
        }
      }
    };
  };
}
