// The battleground, painted in code: the village's practice circle at dusk. A woven sawali fence,
// nipa huts and palms against the terraces, two torches, inabel banners and a packed-earth ring
// where the fighters stand. Same palette and bold outlines as the village backdrop.
import { seededRandom } from '../../../assets/art/lib/seededRandom.ts';

export const BATTLEGROUND_WIDTH = 1920;
export const BATTLEGROUND_HEIGHT = 1080;
/** The height of the ground line the fighters stand on, as a fraction of the height. */
export const BATTLEGROUND_FLOOR = 0.74;

type Ctx = CanvasRenderingContext2D;
const INK = '#1a0f1f';

export function paintBattleground(ctx: Ctx): void {
  const w = BATTLEGROUND_WIDTH;
  const h = BATTLEGROUND_HEIGHT;
  const sky = ctx.createLinearGradient(0, 0, 0, h * 0.6);
  sky.addColorStop(0, '#1a1033');
  sky.addColorStop(0.5, '#4a2150');
  sky.addColorStop(0.85, '#c0584a');
  sky.addColorStop(1, '#f0a860');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);

  const random = seededRandom(91);
  for (let i = 0; i < 90; i += 1) {
    ctx.globalAlpha = 0.2 + random() * 0.6;
    ctx.fillStyle = '#fff4dc';
    ctx.beginPath();
    ctx.arc(random() * w, random() * h * 0.3, random() * 1.5 + 0.4, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;

  // The moon rising over the terraces.
  const moon = ctx.createRadialGradient(w * 0.72, h * 0.2, 20, w * 0.72, h * 0.2, 260);
  moon.addColorStop(0, 'rgba(255, 236, 200, 0.55)');
  moon.addColorStop(1, 'rgba(255, 200, 150, 0)');
  ctx.fillStyle = moon;
  ctx.fillRect(0, 0, w, h * 0.6);
  ctx.fillStyle = '#ffe9c4';
  ctx.beginPath();
  ctx.arc(w * 0.72, h * 0.2, 56, 0, Math.PI * 2);
  ctx.fill();

  hills(ctx, h * 0.46, 120, '#5a2d55', 5);
  terraces(ctx, h * 0.5);
  hills(ctx, h * 0.56, 60, '#2c1a3a', 9);

  palm(ctx, w * 0.05, h * 0.62, 330, -0.1);
  palm(ctx, w * 0.95, h * 0.62, 360, 0.12);
  hut(ctx, w * 0.17, h * 0.6, 200);
  hut(ctx, w * 0.84, h * 0.6, 170);

  fence(ctx, h * 0.5, h * 0.63);
  banner(ctx, w * 0.32, h * 0.36, ['#b3202f', '#f2b544', '#1b1020', '#f2b544', '#b3202f']);
  banner(ctx, w * 0.68, h * 0.36, ['#1f7a8c', '#f1e3c8', '#1b1020', '#f1e3c8', '#1f7a8c']);

  // The ground and the practice ring.
  const ground = ctx.createLinearGradient(0, h * 0.62, 0, h);
  ground.addColorStop(0, '#5a3a2a');
  ground.addColorStop(0.5, '#3b2419');
  ground.addColorStop(1, '#1b0f10');
  ctx.fillStyle = ground;
  ctx.fillRect(0, h * 0.62, w, h * 0.38);
  const ringY = h * BATTLEGROUND_FLOOR;
  ctx.fillStyle = 'rgba(240, 190, 120, 0.16)';
  ctx.beginPath();
  ctx.ellipse(w / 2, ringY, w * 0.42, h * 0.1, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 220, 160, 0.4)';
  ctx.lineWidth = 6;
  ctx.setLineDash([26, 18]);
  ctx.beginPath();
  ctx.ellipse(w / 2, ringY, w * 0.42, h * 0.1, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
  // Pebbles and tufts, placed by a fixed seed.
  for (let i = 0; i < 140; i += 1) {
    const x = random() * w;
    const y = h * 0.64 + random() * h * 0.36;
    ctx.fillStyle = random() > 0.5 ? 'rgba(20, 10, 12, 0.35)' : 'rgba(255, 210, 160, 0.12)';
    ctx.beginPath();
    ctx.ellipse(x, y, 3 + random() * 6, 2 + random() * 3, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  torch(ctx, w * 0.1, h * 0.84, 230);
  torch(ctx, w * 0.9, h * 0.84, 230);
  // A vignette keeps the eye on the ring.
  const vignette = ctx.createRadialGradient(w / 2, h * 0.6, h * 0.3, w / 2, h * 0.6, w * 0.7);
  vignette.addColorStop(0, 'rgba(0,0,0,0)');
  vignette.addColorStop(1, 'rgba(8, 3, 12, 0.6)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, w, h);
}

function hills(ctx: Ctx, baseY: number, amplitude: number, color: string, seed: number): void {
  const random = seededRandom(seed);
  const w = BATTLEGROUND_WIDTH;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(0, BATTLEGROUND_HEIGHT);
  ctx.lineTo(0, baseY);
  const peaks = 6;
  for (let i = 0; i < peaks; i += 1) {
    const x = (i + 1) * (w / peaks);
    ctx.quadraticCurveTo(
      x - w / peaks / 2,
      baseY - amplitude * (0.5 + random()),
      x,
      baseY - random() * amplitude * 0.3,
    );
  }
  ctx.lineTo(w, BATTLEGROUND_HEIGHT);
  ctx.closePath();
  ctx.fill();
}

function terraces(ctx: Ctx, top: number): void {
  const w = BATTLEGROUND_WIDTH;
  for (let i = 0; i < 5; i += 1) {
    const y = top + i * 18;
    ctx.fillStyle = `rgb(${34 + i * 6}, ${56 + i * 8}, ${40 + i * 5})`;
    ctx.beginPath();
    ctx.moveTo(0, y + 30);
    ctx.bezierCurveTo(w * 0.3, y - 20, w * 0.6, y + 40, w, y);
    ctx.lineTo(w, y + 40);
    ctx.bezierCurveTo(w * 0.6, y + 80, w * 0.3, y + 20, 0, y + 70);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 196, 130, 0.3)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(0, y + 30);
    ctx.bezierCurveTo(w * 0.3, y - 20, w * 0.6, y + 40, w, y);
    ctx.stroke();
  }
}

/** The sawali fence: panels of woven bamboo strips between posts. */
function fence(ctx: Ctx, top: number, bottom: number): void {
  const w = BATTLEGROUND_WIDTH;
  const panel = 160;
  for (let x = 0; x < w; x += panel) {
    ctx.fillStyle = '#8a5a34';
    ctx.fillRect(x, top, panel, bottom - top);
    const strip = 16;
    for (let row = 0; row * strip < bottom - top; row += 1) {
      for (let col = 0; col * strip < panel; col += 1) {
        const light = (row + col) % 2 === 0;
        ctx.fillStyle = light ? '#b78250' : '#7a4c2a';
        if (light) ctx.fillRect(x + col * strip, top + row * strip, strip, strip / 2);
        else ctx.fillRect(x + col * strip + strip / 4, top + row * strip, strip / 2, strip);
      }
    }
    ctx.fillStyle = 'rgba(30, 12, 20, 0.35)';
    ctx.fillRect(x, top, panel, bottom - top);
    ctx.fillStyle = '#3b2216';
    ctx.strokeStyle = INK;
    ctx.lineWidth = 4;
    ctx.fillRect(x - 8, top - 20, 16, bottom - top + 20);
    ctx.strokeRect(x - 8, top - 20, 16, bottom - top + 20);
  }
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(0, top);
  ctx.lineTo(w, top);
  ctx.stroke();
}

function banner(ctx: Ctx, x: number, y: number, stripes: string[]): void {
  const width = 90;
  const height = 170;
  ctx.strokeStyle = INK;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(x, y - 20);
  ctx.lineTo(x, y + 290);
  ctx.stroke();
  const band = height / stripes.length;
  stripes.forEach((color, i) => {
    ctx.fillStyle = color;
    ctx.fillRect(x + 3, y + i * band, width, band);
  });
  // Inabel diamonds down the middle stripe.
  ctx.fillStyle = 'rgba(255, 240, 210, 0.7)';
  for (let i = 0; i < 4; i += 1) {
    const cx = x + 15 + i * 20;
    const cy = y + height / 2;
    ctx.beginPath();
    ctx.moveTo(cx, cy - 8);
    ctx.lineTo(cx + 8, cy);
    ctx.lineTo(cx, cy + 8);
    ctx.lineTo(cx - 8, cy);
    ctx.fill();
  }
  ctx.lineWidth = 4;
  ctx.strokeRect(x + 3, y, width, height);
}

function torch(ctx: Ctx, x: number, groundY: number, height: number): void {
  const glow = ctx.createRadialGradient(x, groundY - height, 10, x, groundY - height, 260);
  glow.addColorStop(0, 'rgba(255, 180, 90, 0.55)');
  glow.addColorStop(1, 'rgba(255, 120, 60, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(x - 260, groundY - height - 260, 520, 520);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 18;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x, groundY);
  ctx.lineTo(x, groundY - height);
  ctx.stroke();
  ctx.strokeStyle = '#6b4a2b';
  ctx.lineWidth = 10;
  ctx.stroke();
  flame(ctx, x, groundY - height - 8, 34);
}

function flame(ctx: Ctx, x: number, y: number, size: number): void {
  for (const [scale, color] of [
    [1, '#e0553a'],
    [0.7, '#f2b544'],
    [0.4, '#fff0b0'],
  ] as const) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(x, y - size * 2 * scale);
    ctx.quadraticCurveTo(x + size * scale, y - size * 0.5 * scale, x, y + size * 0.3);
    ctx.quadraticCurveTo(x - size * scale, y - size * 0.5 * scale, x, y - size * 2 * scale);
    ctx.fill();
  }
}

function palm(ctx: Ctx, x: number, groundY: number, height: number, lean: number): void {
  ctx.strokeStyle = INK;
  ctx.lineCap = 'round';
  ctx.lineWidth = height * 0.055;
  const topX = x + lean * height;
  const topY = groundY - height;
  ctx.beginPath();
  ctx.moveTo(x, groundY);
  ctx.quadraticCurveTo(x + lean * height * 0.2, groundY - height * 0.55, topX, topY);
  ctx.stroke();
  ctx.fillStyle = INK;
  for (let i = 0; i < 7; i += 1) {
    const angle = -Math.PI + (i / 6) * Math.PI + lean;
    const length = height * (0.42 + (i % 2) * 0.08);
    ctx.beginPath();
    ctx.moveTo(topX, topY);
    ctx.quadraticCurveTo(
      topX + Math.cos(angle) * length * 0.6,
      topY + Math.sin(angle) * length * 0.5 - 30,
      topX + Math.cos(angle) * length,
      topY + Math.sin(angle) * length * 0.55 + length * 0.35,
    );
    ctx.quadraticCurveTo(
      topX + Math.cos(angle) * length * 0.5,
      topY + Math.sin(angle) * length * 0.3,
      topX,
      topY,
    );
    ctx.fill();
  }
}

function hut(ctx: Ctx, x: number, groundY: number, size: number): void {
  ctx.fillStyle = '#24152c';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  // Stilts, the body, then the steep thatched roof.
  for (const dx of [-0.4, 0, 0.4]) ctx.fillRect(x + dx * size - 5, groundY - size * 0.35, 10, size * 0.35);
  ctx.fillStyle = '#3a2436';
  ctx.fillRect(x - size * 0.5, groundY - size * 0.8, size, size * 0.45);
  ctx.strokeRect(x - size * 0.5, groundY - size * 0.8, size, size * 0.45);
  ctx.fillStyle = '#ffcf7a';
  ctx.fillRect(x - size * 0.12, groundY - size * 0.7, size * 0.24, size * 0.2);
  ctx.fillStyle = '#4a2c2a';
  ctx.beginPath();
  ctx.moveTo(x - size * 0.7, groundY - size * 0.76);
  ctx.lineTo(x, groundY - size * 1.4);
  ctx.lineTo(x + size * 0.7, groundY - size * 0.76);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}
