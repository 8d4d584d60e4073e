// The not-found page's television: a wooden console set on splayed legs, rabbit-ear antennas, a
// channel dial and a speaker behind woven inabel cloth. The screen is cut out (transparent), so
// the page can play its static and its 404 behind the glass.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, KIDLAT, LAMP, glow, inkFill, roundRect, sparkle, type Ctx } from './ink.ts';
import { TV_SCREEN, TV_SET } from './tvScreen.ts';

const CABINET = { x: 70, y: 200, width: 660, height: 450, radius: 42 } as const;
const BEZEL = { x: 102, y: 234, width: 446, height: 384, radius: 58 } as const;

export function paintTelevision(ctx: Ctx): void {
  // Its shadow on the floor.
  ctx.fillStyle = 'rgba(10, 5, 16, 0.45)';
  ctx.beginPath();
  ctx.ellipse(TV_SET.width / 2, 742, 330, 14, 0, 0, Math.PI * 2);
  ctx.fill();

  paintAntennas(ctx);
  paintLegs(ctx);
  paintCabinet(ctx);
  paintBezel(ctx);
  paintControls(ctx);
  paintRunner(ctx);
  // Open the screen last, so nothing painted above leaks into it.
  ctx.save();
  ctx.globalCompositeOperation = 'destination-out';
  roundRect(ctx, TV_SCREEN.x, TV_SCREEN.y, TV_SCREEN.width, TV_SCREEN.height, TV_SCREEN.radius);
  ctx.fillStyle = '#000';
  ctx.fill();
  ctx.restore();
  roundRect(ctx, TV_SCREEN.x, TV_SCREEN.y, TV_SCREEN.width, TV_SCREEN.height, TV_SCREEN.radius);
  ctx.lineWidth = 5;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

function paintAntennas(ctx: Ctx): void {
  for (const [tipX, tipY] of [
    [236, 26],
    [588, 46],
  ] as const) {
    ctx.lineCap = 'round';
    ctx.strokeStyle = INK;
    ctx.lineWidth = 14;
    ctx.beginPath();
    ctx.moveTo(400, 176);
    ctx.lineTo(tipX, tipY);
    ctx.stroke();
    // Telescoping chrome: a lit line down the rod, thinner toward the tip.
    const rod = ctx.createLinearGradient(400, 176, tipX, tipY);
    rod.addColorStop(0, '#b9b3c6');
    rod.addColorStop(1, '#efe9f7');
    ctx.strokeStyle = rod;
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(400, 176);
    ctx.lineTo(tipX, tipY);
    ctx.stroke();
    for (const t of [0.38, 0.68]) {
      ctx.fillStyle = INK;
      ctx.beginPath();
      ctx.arc(400 + (tipX - 400) * t, 176 + (tipY - 176) * t, 5.5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(tipX, tipY, 12, 0, Math.PI * 2);
    inkFill(ctx, LAMP.gold, 5);
    ctx.fillStyle = '#fff3c4';
    ctx.beginPath();
    ctx.arc(tipX - 4, tipY - 4, 4, 0, Math.PI * 2);
    ctx.fill();
  }
  // The antenna's dome.
  ctx.beginPath();
  ctx.ellipse(400, 196, 64, 34, 0, Math.PI, 0);
  ctx.closePath();
  const dome = ctx.createLinearGradient(0, 162, 0, 200);
  dome.addColorStop(0, '#5b4250');
  dome.addColorStop(1, '#2a1a24');
  inkFill(ctx, dome, 6);
  ctx.fillStyle = 'rgba(255, 230, 200, 0.3)';
  ctx.beginPath();
  ctx.ellipse(380, 178, 26, 7, -0.2, 0, Math.PI * 2);
  ctx.fill();
}

function paintLegs(ctx: Ctx): void {
  for (const [top, foot] of [
    [150, 118],
    [268, 262],
    [532, 538],
    [650, 682],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(top - 18, 640);
    ctx.lineTo(top + 18, 640);
    ctx.lineTo(foot + 8, 736);
    ctx.lineTo(foot - 8, 736);
    ctx.closePath();
    const leg = ctx.createLinearGradient(top - 18, 0, top + 18, 0);
    leg.addColorStop(0, '#7a4a24');
    leg.addColorStop(1, '#3e2410');
    inkFill(ctx, leg, 5);
    roundRect(ctx, foot - 11, 726, 22, 14, 4);
    inkFill(ctx, '#d79b3b', 4);
  }
}

function paintCabinet(ctx: Ctx): void {
  // The top face, seen a little from above.
  ctx.beginPath();
  ctx.moveTo(CABINET.x + 30, CABINET.y - 14);
  ctx.lineTo(CABINET.x + CABINET.width - 30, CABINET.y - 14);
  ctx.lineTo(CABINET.x + CABINET.width, CABINET.y + 20);
  ctx.lineTo(CABINET.x, CABINET.y + 20);
  ctx.closePath();
  inkFill(ctx, '#b67a42', 6);

  roundRect(ctx, CABINET.x, CABINET.y, CABINET.width, CABINET.height, CABINET.radius);
  const wood = ctx.createLinearGradient(0, CABINET.y, 0, CABINET.y + CABINET.height);
  wood.addColorStop(0, '#a26a36');
  wood.addColorStop(0.5, '#86542a');
  wood.addColorStop(1, '#5a3517');
  ctx.fillStyle = wood;
  ctx.fill();
  ctx.save();
  ctx.clip();
  // Wood grain: long wavering lines, darker and lighter, with a knot or two.
  const random = seededRandom(4041);
  for (let i = 0; i < 46; i += 1) {
    const y = CABINET.y + 6 + i * 10 + random() * 6;
    ctx.strokeStyle = random() < 0.6 ? 'rgba(60, 30, 12, 0.28)' : 'rgba(255, 214, 160, 0.12)';
    ctx.lineWidth = 1.5 + random() * 2;
    ctx.beginPath();
    ctx.moveTo(CABINET.x, y);
    for (let x = CABINET.x; x <= CABINET.x + CABINET.width; x += 60) {
      ctx.quadraticCurveTo(x + 30, y + (random() - 0.5) * 10, x + 60, y + (random() - 0.5) * 4);
    }
    ctx.stroke();
  }
  for (const [kx, ky] of [
    [620, 610],
    [160, 628],
  ] as const) {
    ctx.strokeStyle = 'rgba(60, 30, 12, 0.4)';
    ctx.lineWidth = 2;
    for (let r = 4; r < 22; r += 5) {
      ctx.beginPath();
      ctx.ellipse(kx, ky, r * 1.8, r * 0.6, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  // Lamp light from the upper left, shade to the lower right.
  const light = ctx.createLinearGradient(
    CABINET.x,
    CABINET.y,
    CABINET.x + CABINET.width,
    CABINET.y + CABINET.height,
  );
  light.addColorStop(0, 'rgba(255, 200, 140, 0.22)');
  light.addColorStop(0.5, 'rgba(255, 200, 140, 0)');
  light.addColorStop(1, 'rgba(40, 16, 48, 0.35)');
  ctx.fillStyle = light;
  ctx.fillRect(CABINET.x, CABINET.y, CABINET.width, CABINET.height);
  // A rounded lip along the top edge.
  ctx.fillStyle = 'rgba(255, 226, 180, 0.3)';
  ctx.fillRect(CABINET.x, CABINET.y + 8, CABINET.width, 6);
  ctx.restore();
  roundRect(ctx, CABINET.x, CABINET.y, CABINET.width, CABINET.height, CABINET.radius);
  ctx.lineWidth = 7;
  ctx.strokeStyle = INK;
  ctx.stroke();

  // The brass maker's plate under the screen.
  roundRect(ctx, 270, 626, 110, 16, 5);
  inkFill(ctx, '#d9a646', 4);
  ctx.fillStyle = 'rgba(26, 15, 31, 0.55)';
  for (let x = 284; x < 370; x += 12) ctx.fillRect(x, 632, 7, 4);
}

function paintBezel(ctx: Ctx): void {
  roundRect(ctx, BEZEL.x, BEZEL.y, BEZEL.width, BEZEL.height, BEZEL.radius);
  const frame = ctx.createLinearGradient(0, BEZEL.y, 0, BEZEL.y + BEZEL.height);
  frame.addColorStop(0, '#4a3040');
  frame.addColorStop(1, '#22141e');
  inkFill(ctx, frame, 6);
  // A gold bead around the moulding.
  roundRect(ctx, BEZEL.x + 9, BEZEL.y + 9, BEZEL.width - 18, BEZEL.height - 18, BEZEL.radius - 9);
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#d9a646';
  ctx.stroke();
  // The tube's rim around the glass, dark, lit on its lower lip.
  roundRect(
    ctx,
    TV_SCREEN.x - 12,
    TV_SCREEN.y - 12,
    TV_SCREEN.width + 24,
    TV_SCREEN.height + 24,
    TV_SCREEN.radius + 10,
  );
  const rim = ctx.createLinearGradient(0, TV_SCREEN.y - 12, 0, TV_SCREEN.y + TV_SCREEN.height + 12);
  rim.addColorStop(0, '#0c0810');
  rim.addColorStop(0.85, '#1c1320');
  rim.addColorStop(1, '#5a4350');
  inkFill(ctx, rim, 4);
  sparkle(ctx, BEZEL.x + 40, BEZEL.y + 26, 9, 'rgba(255, 235, 200, 0.8)');
}

function paintControls(ctx: Ctx): void {
  const panelX = 568;
  roundRect(ctx, panelX, 234, 136, 384, 26);
  inkFill(ctx, 'rgba(58, 32, 16, 0.55)', 5);

  paintDial(ctx, 636, 316, 46, 12);
  paintDial(ctx, 636, 426, 32, 0);
  // A lit red lamp: the set is on, the channel is not.
  ctx.beginPath();
  ctx.arc(604, 470, 7, 0, Math.PI * 2);
  inkFill(ctx, KIDLAT.band, 3);
  glow(ctx, 604, 470, 22, '#ff5060', 0.5);

  // The speaker behind woven inabel cloth.
  roundRect(ctx, panelX + 14, 494, 108, 108, 14);
  ctx.fillStyle = '#3a1f2a';
  ctx.fill();
  ctx.save();
  ctx.clip();
  for (let y = 494; y < 602; y += 6) {
    ctx.fillStyle = (y / 6) % 4 < 2 ? '#c98a4b' : '#8e5a2e';
    ctx.fillRect(panelX + 14, y, 108, 3);
  }
  for (let y = 504; y < 602; y += 26) {
    for (let x = panelX + 24; x < panelX + 122; x += 22) {
      ctx.fillStyle = '#b3202f';
      ctx.beginPath();
      ctx.moveTo(x, y - 7);
      ctx.lineTo(x + 7, y);
      ctx.lineTo(x, y + 7);
      ctx.lineTo(x - 7, y);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = KIDLAT.trim;
      ctx.fillRect(x - 1.5, y - 1.5, 3, 3);
    }
  }
  ctx.fillStyle = 'rgba(20, 8, 24, 0.3)';
  ctx.fillRect(panelX + 14, 560, 108, 42);
  ctx.restore();
  roundRect(ctx, panelX + 14, 494, 108, 108, 14);
  ctx.lineWidth = 5;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

function paintDial(ctx: Ctx, x: number, y: number, r: number, ticks: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r + 8, 0, Math.PI * 2);
  inkFill(ctx, '#d9a646', 5);
  for (let i = 0; i < ticks; i += 1) {
    const angle = -Math.PI * 1.25 + (i / (ticks - 1)) * Math.PI * 1.5;
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(angle) * (r + 1), y + Math.sin(angle) * (r + 1));
    ctx.lineTo(x + Math.cos(angle) * (r + 7), y + Math.sin(angle) * (r + 7));
    ctx.stroke();
  }
  const knob = ctx.createRadialGradient(x - r * 0.3, y - r * 0.35, 2, x, y, r);
  knob.addColorStop(0, '#6a5060');
  knob.addColorStop(1, '#1f1320');
  ctx.beginPath();
  ctx.arc(x, y, r - 2, 0, Math.PI * 2);
  inkFill(ctx, knob, 5);
  // Finger grips around the knob and its pointer.
  ctx.strokeStyle = 'rgba(255, 230, 210, 0.18)';
  ctx.lineWidth = 2;
  for (let i = 0; i < 16; i += 1) {
    const angle = (i / 16) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(angle) * r * 0.62, y + Math.sin(angle) * r * 0.62);
    ctx.lineTo(x + Math.cos(angle) * r * 0.86, y + Math.sin(angle) * r * 0.86);
    ctx.stroke();
  }
  ctx.strokeStyle = '#f6ead7';
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + Math.cos(-0.9) * r * 0.8, y + Math.sin(-0.9) * r * 0.8);
  ctx.stroke();
}

// An inabel runner lying on the set, its fringed end hanging over the front.
function paintRunner(ctx: Ctx): void {
  ctx.beginPath();
  ctx.moveTo(560, 190);
  ctx.lineTo(700, 190);
  ctx.lineTo(716, 206);
  ctx.lineTo(716, 262);
  ctx.lineTo(606, 262);
  ctx.lineTo(592, 206);
  ctx.closePath();
  ctx.fillStyle = '#efe2c8';
  ctx.fill();
  ctx.save();
  ctx.clip();
  for (const [y, colour] of [
    [200, KIDLAT.red],
    [214, '#1f7a8c'],
    [230, KIDLAT.red],
    [244, '#1f7a8c'],
  ] as const) {
    ctx.fillStyle = colour;
    ctx.fillRect(560, y, 160, 6);
  }
  ctx.fillStyle = 'rgba(60, 30, 40, 0.18)';
  ctx.fillRect(560, 188, 160, 18);
  ctx.restore();
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.stroke();
  // The fringe.
  ctx.strokeStyle = '#efe2c8';
  ctx.lineWidth = 3;
  for (let x = 612; x < 714; x += 7) {
    ctx.beginPath();
    ctx.moveTo(x, 262);
    ctx.lineTo(x + 1, 276);
    ctx.stroke();
  }
}
