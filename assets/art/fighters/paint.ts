// Paints one fighter frame (a look, an animation, a frame of it) and whole sprite sheets. The
// figure faces right with its feet at FEET; the battle flips it for the fighter on the right.
import { mix } from './colour.ts';
import { auraBehind, auraMotes, burning, dust, groundShadow, poisoned, spiritFlame } from './effects.ts';
import type { Condition, Figure } from './figure.ts';
import { paintFallenHat, paintHead, paintHeadBehind } from './head.ts';
import { brushOf, capsule, lerp, part, type Ctx } from './ink.ts';
import { endDirection, paintArm, paintFoot, paintHand, paintLeg } from './limbs.ts';
import { markerFor } from './marks.ts';
import { LOOKS, type Look, type LookName } from './palettes.ts';
import { posesOf } from './poses.ts';
import { ANIMATIONS, FEET, FRAME_HEIGHT, FRAME_WIDTH, frameOrigin, type AnimationName } from './sheet.ts';
import { solve, type Limb, type Pose } from './skeleton.ts';
import {
  paintNeck,
  paintSashTails,
  paintShawlDrape,
  paintShawlEnd,
  paintSkirt,
  paintTorso,
} from './torso.ts';
import { paintWeapon } from './weapons.ts';

function conditionOf(animation: AnimationName): Condition {
  if (animation === 'burn') return 'burn';
  if (animation === 'poison') return 'poison';
  return 'none';
}

export function figureOf(ctx: Ctx, l: Look, pose: Pose, condition: Condition): Figure {
  return {
    b: brushOf(ctx),
    look: l,
    j: solve(pose, l.build),
    pose,
    condition,
    skin: condition === 'poison' ? mix(l.skin, '#8a9a4a', 0.22) : l.skin,
    marks: markerFor(condition),
  };
}

/** The Bantay's rattan shoulder guard. */
function pauldron(f: Figure, arm: Limb): void {
  const a = arm.root;
  const b = lerp(arm.root, arm.mid, 0.5);
  part(f.b, capsule(a, b, 17, 14), f.look.headgear.colour, {
    outline: 2.4,
    inside: (ctx) => {
      ctx.strokeStyle = f.look.headgear.accent;
      ctx.lineWidth = 2.4;
      for (const t of [0.2, 0.55, 0.9]) {
        const p = lerp(a, b, t);
        ctx.beginPath();
        ctx.arc(p.x, p.y, 15, 0, Math.PI * 2);
        ctx.stroke();
      }
    },
  });
}

function armWithWeapon(f: Figure, which: 'front' | 'back'): void {
  const limb = which === 'front' ? f.j.frontArm : f.j.backArm;
  const weapon = which === 'front' ? f.look.front : f.look.back;
  const angle = which === 'front' ? f.pose.front.weapon : f.pose.back.weapon;
  paintArm(f, limb, which);
  if (f.look.name === 'bantay') pauldron(f, limb);
  if (weapon === 'shield') return;
  if (!f.pose.drop) paintWeapon(f, weapon, limb.end, angle);
  paintHand(f, limb.end, endDirection(limb), weapon === 'open' || f.pose.drop === true);
}

/** A knocked-out fighter's weapons lie on the floor beside the body. */
function droppedWeapons(f: Figure): void {
  const floorY = FEET.y - 8;
  const { front, back } = f.look;
  paintFallenHat(f, { x: f.j.hip.x + 10, y: FEET.y - 4 });
  if (back === 'shield') paintWeapon(f, 'shield', { x: f.j.hip.x - 10, y: floorY - 16 }, 92);
  else if (back !== 'open') paintWeapon(f, back, { x: f.j.hip.x - 40, y: floorY }, 88);
  if (front !== 'open') paintWeapon(f, front, { x: f.j.hip.x + 30, y: floorY }, 92);
}

/** The whole figure, back to front. */
export function paintFigure(f: Figure): void {
  const { look, j } = f;
  if (f.pose.drop) droppedWeapons(f);
  paintHeadBehind(f);
  if (look.torso.style === 'baro') paintShawlEnd(f);
  armWithWeapon(f, 'back');
  if (look.legs.style !== 'skirt') paintSashTails(f);
  paintLeg(f, j.backLeg, j.backFoot, 'backLeg');
  paintLeg(f, j.frontLeg, j.frontFoot, 'frontLeg');
  if (look.legs.style === 'skirt') {
    paintSkirt(f);
    paintFoot(f, j.backLeg.end, j.backFoot);
    paintFoot(f, j.frontLeg.end, j.frontFoot);
  }
  paintNeck(f);
  paintTorso(f);
  if (look.torso.style === 'baro') paintShawlDrape(f);
  paintHead(f);
  if (look.back === 'shield' && !f.pose.drop) {
    paintWeapon(f, 'shield', j.backArm.end, f.pose.back.weapon);
  }
  armWithWeapon(f, 'front');
}

/** One frame of a fighter's sheet, painted at the canvas's current origin. */
export function paintFrame(ctx: Ctx, look: LookName, animation: AnimationName, index: number): void {
  const poses = posesOf(look, animation);
  const pose = poses[index % poses.length] as Pose;
  const frames = ANIMATIONS.find((a) => a.name === animation)?.frames ?? 1;
  const phase = index / frames;
  const f = figureOf(ctx, LOOKS[look], pose, conditionOf(animation));
  groundShadow(f);
  if (animation === 'buff') auraBehind(f, (index + 1) / (frames + 1));
  if (animation === 'ko' && index >= 2) dust(f, index === 2 ? 1 : 0.5);
  paintFigure(f);
  if (animation === 'buff') auraMotes(f, phase);
  if (animation === 'burn') burning(f, phase);
  if (animation === 'poison') poisoned(f, phase);
  if (look === 'babaylan' && animation === 'attackB' && index >= 1 && index <= 3) {
    const hand = f.j.backArm.end;
    spiritFlame(f, { x: hand.x + 16, y: hand.y - 4 }, index === 2 ? 1 : 0.75);
  }
  if (look === 'babaylan' && animation === 'buff') {
    const hand = f.j.backArm.end;
    spiritFlame(f, { x: hand.x, y: hand.y - 10 }, 0.5 + phase * 0.4);
  }
}

/** A whole sheet: every animation's frames in a grid, in ANIMATIONS order. */
export function paintSheet(ctx: Ctx, look: LookName): void {
  let index = 0;
  for (const animation of ANIMATIONS) {
    for (let i = 0; i < animation.frames; i += 1) {
      const origin = frameOrigin(index);
      ctx.save();
      ctx.beginPath();
      ctx.rect(origin.x, origin.y, FRAME_WIDTH, FRAME_HEIGHT);
      ctx.clip();
      ctx.translate(origin.x, origin.y);
      paintFrame(ctx, look, animation.name, i);
      ctx.restore();
      index += 1;
    }
  }
}
