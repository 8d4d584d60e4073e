// The attack videos of the cards that have one (docs/game-design.md §2.8: a full-screen video while the
// attack plays). Each is a close-up of the technique itself: the rattan stick (or two) tracing the
// technique's path against a dusk sky, with motion trails, impact flashes and the technique's
// name. `paintTechniqueFrame` paints the frame at time t; the renderer records the frames to WebM.
import { seededRandom } from '../lib/seededRandom.ts';
import { stickPose, type StickPose, type Technique } from './paths.ts';

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
/** The painters draw in an 800 x 450 design space, scaled up to the video's size. */
const DESIGN_WIDTH = 800;
const DESIGN_HEIGHT = 450;
export const VIDEO_SECONDS = 5;

type Ctx = CanvasRenderingContext2D;
const INK = '#1a0f1f';

export interface TechniqueVideo {
  readonly slug: string;
  readonly name: string;
  readonly technique: Technique;
  /** The light of the technique: plain rattan, fire, or lightning. */
  readonly element: 'rattan' | 'fire' | 'lightning';
}

const SKY: Record<TechniqueVideo['element'], [string, string, string]> = {
  rattan: ['#120c2b', '#4a2150', '#f2a65a'],
  fire: ['#1a0810', '#6a1a20', '#ff9a3a'],
  lightning: ['#070a24', '#1f2a6a', '#9be7f0'],
};

const GLOW: Record<TechniqueVideo['element'], string> = {
  rattan: '255,217,138',
  fire: '255,150,60',
  lightning: '190,240,255',
};

const ease = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

export function paintTechniqueFrame(ctx: Ctx, video: TechniqueVideo, t: number): void {
  const w = DESIGN_WIDTH;
  const h = DESIGN_HEIGHT;
  const fadeIn = ease(t / 0.4);
  ctx.save();
  ctx.scale(VIDEO_WIDTH / DESIGN_WIDTH, VIDEO_HEIGHT / DESIGN_HEIGHT);
  const shake = impactShake(video.technique, t);
  ctx.save();
  ctx.translate(shake.x, shake.y);
  paintSky(ctx, video, t);
  paintSpeedLines(ctx, video, t);
  paintFoe(ctx, video.technique, t);
  paintTrail(ctx, video, t);
  const poses = stickPose(video.technique, t);
  for (const pose of poses) paintArm(ctx, pose);
  for (const pose of poses) paintStick(ctx, pose, video.element);
  for (const pose of poses) paintFist(ctx, pose);
  paintImpacts(ctx, video, t);
  if (video.element === 'lightning') paintBolts(ctx, t);
  if (video.element === 'fire') paintEmbers(ctx, t);
  ctx.restore();
  paintTitle(ctx, video.name, t);
  // Fade in from black, and a white flash on the finishing blow.
  if (fadeIn < 1) {
    ctx.fillStyle = `rgba(0,0,0,${1 - fadeIn})`;
    ctx.fillRect(0, 0, w, h);
  }
  const flash = Math.max(0, 1 - Math.abs(t - 3.9) / 0.12);
  if (flash > 0) {
    ctx.fillStyle = `rgba(255,250,235,${flash * 0.8})`;
    ctx.fillRect(0, 0, w, h);
  }
  ctx.restore();
}

function paintSky(ctx: Ctx, video: TechniqueVideo, t: number): void {
  const [top, middle, glow] = SKY[video.element];
  const sky = ctx.createLinearGradient(0, 0, 0, DESIGN_HEIGHT);
  sky.addColorStop(0, top);
  sky.addColorStop(0.7, middle);
  sky.addColorStop(1, glow);
  ctx.fillStyle = sky;
  ctx.fillRect(-20, -20, DESIGN_WIDTH + 40, DESIGN_HEIGHT + 40);
  // A slow-breathing halo behind the strike.
  const pulse = 0.55 + 0.15 * Math.sin(t * 5);
  const halo = ctx.createRadialGradient(400, 225, 10, 400, 225, 320);
  halo.addColorStop(0, `rgba(${GLOW[video.element]},${pulse})`);
  halo.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = halo;
  ctx.fillRect(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT);
  // Terraces in silhouette, drifting slowly to give the close-up some depth.
  ctx.fillStyle = 'rgba(20,10,25,0.75)';
  for (let band = 0; band < 3; band += 1) {
    const base = DESIGN_HEIGHT - 40 + band * 22;
    ctx.beginPath();
    ctx.moveTo(-20, DESIGN_HEIGHT + 20);
    for (let x = -20; x <= DESIGN_WIDTH + 20; x += 20) {
      const y = base - 26 * Math.sin((x + band * 140 - t * 12 * (band + 1)) / 90) - band * 6;
      ctx.lineTo(x, y);
    }
    ctx.lineTo(DESIGN_WIDTH + 20, DESIGN_HEIGHT + 20);
    ctx.closePath();
    ctx.fill();
  }
}

function paintSpeedLines(ctx: Ctx, video: TechniqueVideo, t: number): void {
  const random = seededRandom(17);
  ctx.save();
  ctx.translate(400, 225);
  ctx.rotate(t * 0.15);
  for (let i = 0; i < 36; i += 1) {
    const angle = random() * Math.PI * 2;
    const from = 140 + random() * 80 + ((t * 260 + random() * 400) % 400);
    const length = 60 + random() * 120;
    ctx.strokeStyle = `rgba(${GLOW[video.element]},${0.12 + random() * 0.18})`;
    ctx.lineWidth = 2 + random() * 3;
    ctx.beginPath();
    ctx.moveTo(Math.cos(angle) * from, Math.sin(angle) * from);
    ctx.lineTo(Math.cos(angle) * (from + length), Math.sin(angle) * (from + length));
    ctx.stroke();
  }
  ctx.restore();
}

/** The swoosh the stick's tip leaves: its positions over the last fifth of a second. */
function paintTrail(ctx: Ctx, video: TechniqueVideo, t: number): void {
  const steps = 14;
  const poses = Array.from({ length: steps }, (_, i) => stickPose(video.technique, t - (i * 0.2) / steps));
  const sticks = poses[0]?.length ?? 0;
  for (let s = 0; s < sticks; s += 1) {
    for (let i = steps - 1; i > 0; i -= 1) {
      const a = poses[i - 1]?.[s];
      const b = poses[i]?.[s];
      if (!a || !b) continue;
      const alpha = (1 - i / steps) * 0.55;
      ctx.fillStyle =
        video.element === 'fire'
          ? `rgba(255,${120 + i * 8},40,${alpha})`
          : `rgba(${GLOW[video.element]},${alpha})`;
      ctx.beginPath();
      ctx.moveTo(a.grip.x + (a.tip.x - a.grip.x) * 0.3, a.grip.y + (a.tip.y - a.grip.y) * 0.3);
      ctx.lineTo(a.tip.x, a.tip.y);
      ctx.lineTo(b.tip.x, b.tip.y);
      ctx.lineTo(b.grip.x + (b.tip.x - b.grip.x) * 0.3, b.grip.y + (b.tip.y - b.grip.y) * 0.3);
      ctx.closePath();
      ctx.fill();
    }
  }
}

function paintStick(ctx: Ctx, pose: StickPose, element: TechniqueVideo['element']): void {
  const dx = pose.tip.x - pose.grip.x;
  const dy = pose.tip.y - pose.grip.y;
  const length = Math.hypot(dx, dy);
  ctx.save();
  ctx.translate(pose.grip.x, pose.grip.y);
  ctx.rotate(Math.atan2(dy, dx));
  // A rattan baston: ink outline, a warm body with a highlight, darker growth rings.
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 22;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(length, 0);
  ctx.stroke();
  ctx.strokeStyle = element === 'fire' ? '#e08a3a' : '#c98a4b';
  ctx.lineWidth = 14;
  ctx.stroke();
  ctx.strokeStyle = 'rgba(255,230,180,0.7)';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(6, -3);
  ctx.lineTo(length - 6, -3);
  ctx.stroke();
  ctx.strokeStyle = '#6b4a2b';
  ctx.lineWidth = 3;
  for (let ring = 0.22; ring < 0.95; ring += 0.24) {
    ctx.beginPath();
    ctx.moveTo(length * ring, -7);
    ctx.lineTo(length * ring, 7);
    ctx.stroke();
  }
  // The grip: a wrapped hand of cord.
  ctx.fillStyle = '#b3202f';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.roundRect(-4, -11, length * 0.2, 22, 6);
  ctx.fill();
  ctx.stroke();
  if (element !== 'rattan') {
    // Fire or lightning clings to the striking end.
    const light = ctx.createRadialGradient(length, 0, 2, length, 0, 46);
    light.addColorStop(0, element === 'fire' ? 'rgba(255,240,160,0.95)' : 'rgba(230,250,255,0.95)');
    light.addColorStop(0.4, element === 'fire' ? 'rgba(255,120,40,0.6)' : 'rgba(120,200,255,0.5)');
    light.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = light;
    ctx.fillRect(length - 50, -50, 100, 100);
  }
  ctx.restore();
}

/** The foe, in silhouette at the right edge, rim-lit by the dusk; it rocks back on every impact. */
function paintFoe(ctx: Ctx, technique: Technique, t: number): void {
  let recoil = 0;
  for (const at of IMPACTS[technique]) {
    const since = t - at;
    if (since >= 0 && since < 0.5) recoil = Math.max(recoil, Math.sin((since / 0.5) * Math.PI) * 26);
  }
  ctx.save();
  ctx.translate(recoil, recoil * 0.2);
  ctx.rotate(recoil * 0.002);
  ctx.beginPath();
  ctx.moveTo(615, DESIGN_HEIGHT + 20);
  ctx.bezierCurveTo(600, 330, 610, 250, 650, 222);
  ctx.bezierCurveTo(680, 205, 760, 200, 820, 215);
  ctx.lineTo(820, DESIGN_HEIGHT + 20);
  ctx.closePath();
  ctx.moveTo(712, 150);
  ctx.arc(672, 150, 40, 0, Math.PI * 2);
  ctx.fillStyle = '#241530';
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  ctx.stroke();
  // Rim light on the side facing the strike.
  ctx.strokeStyle = 'rgba(255,200,140,0.55)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(672, 150, 36, Math.PI * 0.75, Math.PI * 1.35);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(619, 400);
  ctx.bezierCurveTo(608, 330, 616, 258, 652, 228);
  ctx.stroke();
  ctx.restore();
}

/**
 * The striker's forearm, reaching in from the lower left to the grip: a cream sleeve that tapers to
 * the wrist, shaded violet underneath and lit warm on top, with a red cuff and two cloth folds.
 */
function paintArm(ctx: Ctx, pose: StickPose): void {
  const elbow = { x: pose.grip.x - 230, y: pose.grip.y + 205 };
  const dx = pose.grip.x - elbow.x;
  const dy = pose.grip.y - elbow.y;
  const length = Math.hypot(dx, dy);
  ctx.save();
  ctx.translate(elbow.x, elbow.y);
  ctx.rotate(Math.atan2(dy, dx));
  const sleeve = new Path2D();
  sleeve.moveTo(-40, -36);
  sleeve.bezierCurveTo(length * 0.4, -34, length * 0.75, -24, length - 4, -19);
  sleeve.lineTo(length - 4, 19);
  sleeve.bezierCurveTo(length * 0.75, 25, length * 0.4, 38, -40, 40);
  sleeve.closePath();
  const cloth = ctx.createLinearGradient(0, -36, 0, 40);
  cloth.addColorStop(0, '#fff6e4');
  cloth.addColorStop(0.45, '#f1e3c8');
  cloth.addColorStop(1, '#b9a7b4');
  ctx.fillStyle = cloth;
  ctx.fill(sleeve);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.stroke(sleeve);
  // Folds where the sleeve bunches toward the cuff.
  ctx.strokeStyle = 'rgba(90,60,90,0.55)';
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  for (const [at, bend] of [
    [0.35, 10],
    [0.55, -8],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(length * at, -22);
    ctx.quadraticCurveTo(length * at + bend, 0, length * at - 4, 20);
    ctx.stroke();
  }
  // The red cuff with a gold thread.
  ctx.fillStyle = '#b3202f';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.roundRect(length - 46, -23, 30, 46, 5);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = '#ffd23f';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(length - 31, -20);
  ctx.lineTo(length - 31, 20);
  ctx.stroke();
  ctx.restore();
}

function paintFist(ctx: Ctx, pose: StickPose): void {
  ctx.fillStyle = '#c98a5e';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.ellipse(
    pose.grip.x,
    pose.grip.y,
    24,
    20,
    Math.atan2(pose.tip.y - pose.grip.y, pose.tip.x - pose.grip.x),
    0,
    Math.PI * 2,
  );
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = 'rgba(26,15,31,0.6)';
  ctx.lineWidth = 2;
  for (const offset of [-8, 0, 8]) {
    ctx.beginPath();
    ctx.arc(pose.grip.x + offset, pose.grip.y - 4, 6, Math.PI * 1.1, Math.PI * 1.9);
    ctx.stroke();
  }
}

/** Moments the stick lands: a burst of light, an ink-ringed shock wave and a shake. */
const IMPACTS: Record<Technique, readonly number[]> = {
  abanico: [1.0, 1.6, 2.2, 2.8, 3.9],
  rompida: [1.2, 2.0, 2.8, 3.9],
  bagsak: [2.2, 3.9],
  punyo: [1.5, 2.7, 3.9],
  redonda: [1.3, 1.95, 2.6, 3.25, 3.9],
  fireStaff: [1.4, 2.6, 3.9],
  storm: [1.2, 1.65, 2.1, 2.55, 3.0, 3.45, 3.9],
  lightning: [2.0, 3.9],
  weave: [1.1, 1.7, 2.3, 2.9, 3.9],
};

function impactShake(technique: Technique, t: number): { x: number; y: number } {
  let strength = 0;
  for (const at of IMPACTS[technique]) {
    const since = t - at;
    if (since >= 0 && since < 0.3) strength = Math.max(strength, (1 - since / 0.3) * (at > 3.8 ? 14 : 6));
  }
  return { x: Math.sin(t * 91) * strength, y: Math.cos(t * 77) * strength };
}

function paintImpacts(ctx: Ctx, video: TechniqueVideo, t: number): void {
  for (const at of IMPACTS[video.technique]) {
    const since = t - at;
    if (since < 0 || since > 0.45) continue;
    const k = since / 0.45;
    const finisher = at > 3.8;
    const radius = (finisher ? 90 : 40) + k * (finisher ? 260 : 140);
    ctx.strokeStyle = `rgba(26,15,31,${0.8 * (1 - k)})`;
    ctx.lineWidth = 10 * (1 - k) + 2;
    ctx.beginPath();
    ctx.arc(560, 225, radius, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = `rgba(${GLOW[video.element]},${1 - k})`;
    ctx.lineWidth = 5 * (1 - k) + 1;
    ctx.beginPath();
    ctx.arc(560, 225, radius * 0.92, 0, Math.PI * 2);
    ctx.stroke();
    // Spikes of the burst.
    const random = seededRandom(Math.round(at * 100));
    ctx.fillStyle = `rgba(255,246,220,${1 - k})`;
    for (let i = 0; i < 10; i += 1) {
      const angle = random() * Math.PI * 2;
      const reach = radius * (0.6 + random() * 0.5);
      ctx.beginPath();
      ctx.moveTo(560 + Math.cos(angle - 0.08) * 20, 225 + Math.sin(angle - 0.08) * 20);
      ctx.lineTo(560 + Math.cos(angle) * reach, 225 + Math.sin(angle) * reach);
      ctx.lineTo(560 + Math.cos(angle + 0.08) * 20, 225 + Math.sin(angle + 0.08) * 20);
      ctx.fill();
    }
    if (video.technique === 'punyo' && finisher) paintStars(ctx, since);
  }
}

/** Punyo stuns: stars circle where the butt of the stick landed. */
function paintStars(ctx: Ctx, since: number): void {
  for (let i = 0; i < 5; i += 1) {
    const angle = (i / 5) * Math.PI * 2 + since * 6;
    const x = 560 + Math.cos(angle) * 90;
    const y = 170 + Math.sin(angle) * 26;
    ctx.fillStyle = '#ffe14a';
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (let p = 0; p < 10; p += 1) {
      const r = p % 2 === 0 ? 16 : 7;
      const a = (p / 10) * Math.PI * 2 - Math.PI / 2;
      ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
}

function paintBolts(ctx: Ctx, t: number): void {
  // The bolt forks down onto the raised stick at 2.0 s and on the finishing blow.
  for (const at of [2.0, 3.9]) {
    const since = t - at + 0.15;
    if (since < 0 || since > 0.4) continue;
    const random = seededRandom(Math.round(at * 1000) + Math.floor(since * 30));
    ctx.strokeStyle = `rgba(235,250,255,${1 - since / 0.4})`;
    ctx.shadowColor = 'rgba(150,220,255,0.9)';
    ctx.shadowBlur = 24;
    ctx.lineWidth = 6;
    ctx.beginPath();
    let x = 420 + random() * 80;
    let y = -10;
    ctx.moveTo(x, y);
    while (y < 230) {
      x += (random() - 0.5) * 70;
      y += 20 + random() * 30;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
    ctx.shadowBlur = 0;
  }
}

function paintEmbers(ctx: Ctx, t: number): void {
  const random = seededRandom(5);
  for (let i = 0; i < 40; i += 1) {
    const x0 = random() * DESIGN_WIDTH;
    const speed = 40 + random() * 90;
    const y = DESIGN_HEIGHT + 20 - ((t * speed + random() * DESIGN_HEIGHT) % (DESIGN_HEIGHT + 40));
    const x = x0 + Math.sin(t * 2 + i) * 16;
    const size = 2 + random() * 4;
    ctx.fillStyle = `rgba(255,${150 + Math.floor(random() * 90)},60,${0.5 + random() * 0.5})`;
    ctx.beginPath();
    ctx.arc(x, y, size, 0, Math.PI * 2);
    ctx.fill();
  }
}

function paintTitle(ctx: Ctx, name: string, t: number): void {
  const shown = ease((t - 3.95) / 0.25);
  if (shown <= 0) return;
  const scale = 1.4 - 0.4 * shown;
  ctx.save();
  ctx.globalAlpha = shown;
  ctx.translate(DESIGN_WIDTH / 2, DESIGN_HEIGHT * 0.78);
  ctx.scale(scale, scale);
  // A brush-stroke band behind the name.
  ctx.fillStyle = 'rgba(26,15,31,0.82)';
  ctx.beginPath();
  ctx.moveTo(-330, -34);
  ctx.quadraticCurveTo(0, -52, 330, -30);
  ctx.lineTo(310, 36);
  ctx.quadraticCurveTo(0, 50, -320, 32);
  ctx.closePath();
  ctx.fill();
  ctx.font = "bold 54px Georgia, 'DejaVu Serif', serif";
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 8;
  ctx.strokeStyle = INK;
  ctx.strokeText(name.toUpperCase(), 0, 2);
  ctx.fillStyle = '#ffd98a';
  ctx.fillText(name.toUpperCase(), 0, 2);
  ctx.restore();
}
