// The key poses of every animation. The stick fighters (Kidlat, Alon) have the base set; the story
// enemies fight differently, so each family reworks the base: the Tulisan hunches over a bolo and
// stabs with a daga, the Babaylan leans on a staff and casts with an open hand, the Bantay keeps
// his shield up and fights with a spear. Angles follow skeleton.ts (degrees from straight down,
// growing toward the foe).
import type { AnimationName } from './sheet.ts';
import type { LookName } from './palettes.ts';
import type { ArmPose, Expression, LegPose, Pose } from './skeleton.ts';

const arm = (upper: number, fore: number, weapon: number): ArmPose => ({ upper, fore, weapon });
const leg = (thigh: number, shin: number, foot?: number): LegPose =>
  foot === undefined ? { thigh, shin } : { thigh, shin, foot };

interface PoseSpec {
  x?: number;
  lift?: number;
  lean: number;
  head?: number;
  front: ArmPose;
  back: ArmPose;
  frontLeg: LegPose;
  backLeg: LegPose;
  face?: Expression;
  wind?: number;
  drop?: boolean;
}

const pose = (spec: PoseSpec): Pose => spec;

/** Sinawali guard: the lead stick up and forward, the rear stick chambered by the ear. */
const GUARD = pose({
  lean: 8,
  head: -4,
  front: arm(42, 122, 152),
  back: arm(-32, 172, 206),
  frontLeg: leg(26, 4),
  backLeg: leg(-22, -12),
  face: 'calm',
  wind: 0.25,
});

const breathe = (dy: number, armDrift: number): Pose => ({
  ...GUARD,
  lean: GUARD.lean - dy * 0.6,
  front: arm(GUARD.front.upper + armDrift, GUARD.front.fore - armDrift, GUARD.front.weapon - armDrift * 1.5),
  back: arm(GUARD.back.upper - armDrift, GUARD.back.fore + armDrift, GUARD.back.weapon + armDrift),
  frontLeg: leg(26 + dy, 4 - dy * 0.6),
  backLeg: leg(-22 - dy, -12 + dy * 0.6),
});

const STICKS: Readonly<Record<AnimationName, readonly Pose[]>> = {
  idle: [breathe(0, 0), breathe(1.5, 2), breathe(3, 3.5), breathe(1.5, 2)],
  // Bagsak: a dropping power strike with the lead stick.
  attackA: [
    pose({
      x: -6,
      lean: -4,
      head: 2,
      front: arm(-150, 160, -118),
      back: arm(62, 112, 140),
      frontLeg: leg(20, 8),
      backLeg: leg(-16, -22),
      face: 'fierce',
      wind: 0.3,
    }),
    pose({
      x: 6,
      lean: 12,
      head: -4,
      front: arm(160, 128, 100),
      back: arm(-24, 70, 160),
      frontLeg: leg(42, 6),
      backLeg: leg(-34, -26),
      face: 'shout',
      wind: 0.7,
    }),
    pose({
      x: 10,
      lean: 20,
      head: -8,
      front: arm(96, 80, 40),
      back: arm(-20, 76, 166),
      frontLeg: leg(50, 4),
      backLeg: leg(-42, -34),
      face: 'shout',
      wind: 1,
    }),
    pose({
      x: 16,
      lean: 24,
      head: -10,
      front: arm(52, 28, -24),
      back: arm(-16, 80, 170),
      frontLeg: leg(50, 4),
      backLeg: leg(-42, -32),
      face: 'fierce',
      wind: 0.8,
    }),
    pose({
      x: 8,
      lean: 14,
      head: -6,
      front: arm(44, 104, 128),
      back: arm(-34, 176, 204),
      frontLeg: leg(34, 4),
      backLeg: leg(-28, -18),
      face: 'fierce',
      wind: 0.4,
    }),
  ],
  // Abanico: the fan strike, flicked from the wrist, then the rear stick follows (doblete).
  attackB: [
    pose({
      x: -2,
      lean: 4,
      head: -2,
      front: arm(66, 160, 214),
      back: arm(26, 118, 146),
      frontLeg: leg(24, 6),
      backLeg: leg(-22, -16),
      face: 'fierce',
      wind: 0.3,
    }),
    pose({
      x: 6,
      lean: 12,
      head: -6,
      front: arm(80, 122, 146),
      back: arm(10, 120, 150),
      frontLeg: leg(36, 4),
      backLeg: leg(-30, -22),
      face: 'shout',
      wind: 0.6,
    }),
    pose({
      x: 6,
      lean: 18,
      head: -8,
      front: arm(80, 96, 56),
      back: arm(6, 96, 136),
      frontLeg: leg(44, 4),
      backLeg: leg(-36, -28),
      face: 'shout',
      wind: 0.9,
    }),
    pose({
      x: 14,
      lean: 20,
      head: -8,
      front: arm(60, 70, 8),
      back: arm(76, 112, 96),
      frontLeg: leg(46, 4),
      backLeg: leg(-38, -30),
      face: 'shout',
      wind: 0.9,
    }),
    pose({
      x: 6,
      lean: 12,
      head: -6,
      front: arm(44, 116, 142),
      back: arm(-20, 156, 196),
      frontLeg: leg(32, 4),
      backLeg: leg(-26, -16),
      face: 'fierce',
      wind: 0.4,
    }),
  ],
  hurt: [
    pose({
      x: -2,
      lean: -14,
      head: -16,
      front: arm(30, 70, 120),
      back: arm(-36, 190, 176),
      frontLeg: leg(30, 12),
      backLeg: leg(-20, -6),
      face: 'pain',
      wind: -0.3,
    }),
    pose({
      x: -6,
      lean: -20,
      head: -18,
      front: arm(40, 88, 150),
      back: arm(-40, 196, 180),
      frontLeg: leg(36, 18),
      backLeg: leg(-14, -2),
      face: 'pain',
      wind: -0.4,
    }),
    pose({
      x: -6,
      lean: -6,
      head: -8,
      front: arm(36, 110, 146),
      back: arm(-36, 150, 196),
      frontLeg: leg(28, 8),
      backLeg: leg(-22, -10),
      face: 'pain',
      wind: 0,
    }),
  ],
  // Burned: recoiling and clutching the scorched arm, the stick held low.
  burn: [
    pose({
      x: -8,
      lean: -8,
      head: 10,
      front: arm(20, 150, 40),
      back: arm(40, 150, 120),
      frontLeg: leg(24, 10),
      backLeg: leg(-20, -8),
      face: 'pain',
      wind: 0,
    }),
    pose({
      x: -10,
      lean: -12,
      head: 14,
      front: arm(24, 156, 46),
      back: arm(46, 156, 118),
      frontLeg: leg(26, 12),
      backLeg: leg(-20, -8),
      face: 'pain',
      wind: 0,
    }),
    pose({
      x: -6,
      lean: -4,
      head: 6,
      front: arm(18, 146, 36),
      back: arm(36, 146, 124),
      frontLeg: leg(24, 8),
      backLeg: leg(-22, -10),
      face: 'pain',
      wind: 0,
    }),
  ],
  // Poisoned: hunched over, a hand on the stomach, the stick drooping.
  poison: [
    pose({
      x: -2,
      lean: 26,
      head: 14,
      front: arm(14, 6, 40),
      back: arm(10, 96, 20),
      frontLeg: leg(30, 0),
      backLeg: leg(-12, -20),
      face: 'sick',
      wind: 0,
    }),
    pose({
      x: -2,
      lean: 30,
      head: 18,
      front: arm(12, 2, 34),
      back: arm(12, 98, 18),
      frontLeg: leg(32, -2),
      backLeg: leg(-12, -22),
      face: 'sick',
      wind: 0,
    }),
    pose({
      x: -2,
      lean: 24,
      head: 10,
      front: arm(16, 8, 46),
      back: arm(8, 94, 22),
      frontLeg: leg(30, 2),
      backLeg: leg(-12, -18),
      face: 'sick',
      wind: 0,
    }),
  ],
  // Power-up: the sticks gathered, then raised in a V while the light swells.
  buff: [
    pose({
      lean: 4,
      head: -2,
      front: arm(40, 130, 200),
      back: arm(30, 140, 160),
      frontLeg: leg(20, 2),
      backLeg: leg(-20, -6),
      face: 'focus',
      wind: 0.1,
    }),
    pose({
      lean: 0,
      head: -8,
      front: arm(130, 186, 146),
      back: arm(-130, -186, 214),
      frontLeg: leg(18, 2),
      backLeg: leg(-18, -4),
      face: 'focus',
      wind: 0.2,
    }),
    pose({
      lean: -2,
      head: -12,
      lift: 4,
      front: arm(142, 190, 140),
      back: arm(-142, -190, 220),
      frontLeg: leg(16, 0),
      backLeg: leg(-16, -2),
      face: 'shout',
      wind: 0.3,
    }),
    pose({
      lean: 0,
      head: -8,
      front: arm(134, 186, 144),
      back: arm(-134, -186, 216),
      frontLeg: leg(18, 2),
      backLeg: leg(-18, -4),
      face: 'fierce',
      wind: 0.2,
    }),
  ],
  // Knocked out: the knees give, the body tips backward and lies still.
  ko: [
    pose({
      x: 10,
      lean: -24,
      head: -24,
      front: arm(60, 100, 150),
      back: arm(-50, 200, 170),
      frontLeg: leg(40, 10),
      backLeg: leg(-10, 8),
      face: 'ko',
      wind: -0.3,
    }),
    pose({
      x: 46,
      lean: -50,
      head: -20,
      front: arm(110, 150, 170),
      back: arm(-60, 210, 190),
      frontLeg: leg(70, 10),
      backLeg: leg(40, -10),
      face: 'ko',
      wind: -0.3,
    }),
    pose({
      x: 56,
      lean: -80,
      head: -6,
      front: arm(140, 120, 110),
      back: arm(170, 120, 70),
      frontLeg: leg(118, 66, 170),
      backLeg: leg(100, 76, 160),
      face: 'ko',
      wind: 0,
      drop: true,
    }),
    pose({
      x: 54,
      lean: -90,
      head: 0,
      front: arm(100, 70, 130),
      back: arm(160, 110, 60),
      frontLeg: leg(128, 62, 160),
      backLeg: leg(100, 84, 170),
      face: 'ko',
      wind: 0,
      drop: true,
    }),
  ],
  // Victory: both sticks thrust high, bouncing.
  victory: [
    pose({
      lean: 0,
      head: -10,
      front: arm(150, 176, 142),
      back: arm(-150, -176, 218),
      frontLeg: leg(16, 2),
      backLeg: leg(-18, -4),
      face: 'joy',
      wind: 0.3,
    }),
    pose({
      lean: -2,
      head: -14,
      lift: 12,
      front: arm(158, 182, 136),
      back: arm(-158, -182, 224),
      frontLeg: leg(30, -20, 120),
      backLeg: leg(-6, -40, 130),
      face: 'joy',
      wind: 0.5,
    }),
    pose({
      lean: 0,
      head: -8,
      front: arm(140, 168, 148),
      back: arm(-140, -170, 212),
      frontLeg: leg(18, 4),
      backLeg: leg(-16, -4),
      face: 'joy',
      wind: 0.3,
    }),
  ],
};

type Family = (name: AnimationName, poses: readonly Pose[]) => readonly Pose[];

const each = (poses: readonly Pose[], change: (p: Pose, i: number) => Pose): readonly Pose[] =>
  poses.map(change);

/** The Tulisan: hunched and wide, the bolo hacking, then a stab with the daga. */
const bolo: Family = (name, poses) => {
  if (name === 'attackB')
    return [
      pose({
        x: -4,
        lean: 14,
        head: -10,
        front: arm(70, 150, 200),
        back: arm(-50, 20, 80),
        frontLeg: leg(26, 6),
        backLeg: leg(-26, -18),
        face: 'fierce',
        wind: 0.3,
      }),
      pose({
        x: 8,
        lean: 24,
        head: -16,
        front: arm(40, 130, 190),
        back: arm(20, 80, 90),
        frontLeg: leg(40, 6),
        backLeg: leg(-36, -26),
        face: 'shout',
        wind: 0.6,
      }),
      pose({
        x: 16,
        lean: 30,
        head: -20,
        front: arm(20, 110, 180),
        back: arm(84, 88, 92),
        frontLeg: leg(50, 4),
        backLeg: leg(-44, -34),
        face: 'shout',
        wind: 1,
      }),
      pose({
        x: 16,
        lean: 28,
        head: -18,
        front: arm(24, 116, 186),
        back: arm(80, 96, 104),
        frontLeg: leg(50, 4),
        backLeg: leg(-44, -32),
        face: 'fierce',
        wind: 0.7,
      }),
      pose({
        x: 6,
        lean: 20,
        head: -12,
        front: arm(40, 130, 170),
        back: arm(20, 60, 80),
        frontLeg: leg(34, 4),
        backLeg: leg(-30, -20),
        face: 'fierce',
        wind: 0.3,
      }),
    ];
  const hunch = name === 'ko' ? 0 : 10;
  return each(poses, (p) => ({
    ...p,
    x: (p.x ?? 0) - (name === 'attackA' ? 10 : 0),
    lean: p.lean + hunch,
    head: (p.head ?? 0) - hunch * 0.8,
    frontLeg: leg(p.frontLeg.thigh + 4, p.frontLeg.shin, p.frontLeg.foot),
    backLeg: leg(p.backLeg.thigh - 4, p.backLeg.shin, p.backLeg.foot),
    face: p.face === 'calm' ? 'fierce' : p.face,
    // The daga rests point-down in the guard, not up by the ear.
    back: name === 'idle' ? arm(-20, 40, 60) : p.back,
  }));
};

/** The Babaylan: upright, the staff planted in the guard; she casts with the open hand. */
const staff: Family = (name, poses) => {
  const guard = (i: number): Pose => ({
    ...GUARD,
    lean: 2 - i * 0.5,
    head: -2,
    front: arm(30 + i, 100 - i, 172),
    back: arm(40 + i * 2, 100 + i * 2, 120),
    frontLeg: leg(14, 2),
    backLeg: leg(-14, -6),
    face: 'calm',
    wind: 0.3 + i * 0.05,
  });
  if (name === 'idle') return [guard(0), guard(1.5), guard(3), guard(1.5)];
  if (name === 'attackB')
    return [
      pose({
        lean: -4,
        head: -4,
        front: arm(70, 150, 176),
        back: arm(-60, 40, 90),
        frontLeg: leg(16, 2),
        backLeg: leg(-18, -8),
        face: 'focus',
        wind: 0.3,
      }),
      pose({
        x: 4,
        lean: 8,
        head: -6,
        front: arm(80, 160, 178),
        back: arm(40, 96, 90),
        frontLeg: leg(30, 4),
        backLeg: leg(-26, -16),
        face: 'shout',
        wind: 0.7,
      }),
      pose({
        x: 8,
        lean: 14,
        head: -8,
        front: arm(90, 168, 180),
        back: arm(88, 92, 90),
        frontLeg: leg(38, 4),
        backLeg: leg(-32, -22),
        face: 'shout',
        wind: 1,
      }),
      pose({
        x: 8,
        lean: 14,
        head: -8,
        front: arm(90, 168, 180),
        back: arm(84, 96, 96),
        frontLeg: leg(38, 4),
        backLeg: leg(-32, -22),
        face: 'fierce',
        wind: 0.8,
      }),
      pose({
        x: 2,
        lean: 6,
        head: -4,
        front: arm(40, 110, 174),
        back: arm(40, 100, 110),
        frontLeg: leg(22, 2),
        backLeg: leg(-18, -8),
        face: 'calm',
        wind: 0.4,
      }),
    ];
  if (name === 'attackA')
    return [
      pose({
        x: -4,
        lean: -6,
        head: 2,
        front: arm(120, 170, 196),
        back: arm(40, 110, 120),
        frontLeg: leg(14, 6),
        backLeg: leg(-14, -16),
        face: 'fierce',
        wind: 0.3,
      }),
      pose({
        x: 2,
        lean: 8,
        head: -4,
        front: arm(116, 136, 160),
        back: arm(-20, 50, 120),
        frontLeg: leg(26, 4),
        backLeg: leg(-24, -18),
        face: 'shout',
        wind: 0.6,
      }),
      pose({
        x: 4,
        lean: 14,
        head: -6,
        front: arm(70, 60, 140),
        back: arm(-24, 40, 120),
        frontLeg: leg(32, 4),
        backLeg: leg(-28, -22),
        face: 'shout',
        wind: 1,
      }),
      pose({
        x: 4,
        lean: 16,
        head: -6,
        front: arm(50, 34, 118),
        back: arm(-20, 40, 120),
        frontLeg: leg(32, 4),
        backLeg: leg(-28, -22),
        face: 'fierce',
        wind: 0.7,
      }),
      pose({
        x: 2,
        lean: 6,
        head: -2,
        front: arm(36, 106, 174),
        back: arm(30, 100, 120),
        frontLeg: leg(18, 2),
        backLeg: leg(-16, -8),
        face: 'calm',
        wind: 0.4,
      }),
    ];
  // Buff and victory: the staff stays upright in one hand while the open hand rises.
  if (name === 'buff')
    return each(poses, (p, i) => ({
      ...p,
      lift: 0,
      front: arm(30 + i * 2, 150, 180),
      back: [arm(40, 100, 120), arm(-20, 150, 120), arm(-130, 190, 120), arm(-140, 196, 120)][i] ?? p.back,
    }));
  if (name === 'victory')
    return each(poses, (p, i) => ({
      ...p,
      lift: i === 1 ? 8 : 0,
      front: arm(30, 150, 180),
      back: arm(-150 - (i === 1 ? 10 : 0), -176, 200),
      frontLeg: leg(14, 2),
      backLeg: leg(-14, -6),
    }));
  return each(poses, (p) => ({
    ...p,
    // Her hair and plumes stream far behind: the falls and recoils start further forward.
    x: (p.x ?? 0) + (name === 'hurt' ? 12 : name === 'ko' ? (p.drop ? 0 : 14) : 0),
    lean: name === 'ko' ? p.lean : p.lean - 2,
    // Fallen, she lies with her legs straight so the long skirt lies flat.
    frontLeg:
      name !== 'ko'
        ? leg(p.frontLeg.thigh * 0.7, p.frontLeg.shin, p.frontLeg.foot)
        : p.drop
          ? leg(96, 92, 176)
          : p.frontLeg,
    backLeg:
      name !== 'ko'
        ? leg(p.backLeg.thigh * 0.7, p.backLeg.shin, p.backLeg.foot)
        : p.drop
          ? leg(92, 88, 170)
          : p.backLeg,
    // The open hand never holds a stick by the ear: it rises, palm out.
    back: name === 'ko' ? p.back : arm(40, 110, 120),
  }));
};

/** The Bantay's shield arm per animation: up in front of the chest unless he is thrown about. */
function shieldArm(name: AnimationName, i: number): ArmPose {
  switch (name) {
    case 'hurt':
    case 'burn':
      return arm(20 + i * 4, 60, 150);
    case 'poison':
      return arm(10, 40, 160);
    case 'ko':
      return i < 2 ? arm(10 + i * 30, 40 + i * 50, 160 - i * 40) : arm(170, 120, 70);
    case 'victory':
      return arm(100 + i * 6, 150, 182);
    case 'buff':
      return arm(40, 110, 180);
    default:
      return arm(34, 104, 176);
  }
}

/** The Bantay: heavy and square, the shield up; the spear thrusts, then the shield bashes. */
const spear: Family = (name, poses) => {
  const guard = (dy: number): Pose => ({
    ...GUARD,
    lean: 4 - dy * 0.5,
    head: -2,
    front: arm(24 + dy, 110 - dy, 160 - dy),
    back: shieldArm('idle', 0),
    frontLeg: leg(24 + dy, 4),
    backLeg: leg(-22 - dy, -10),
    face: 'fierce',
    wind: 0.1,
  });
  if (name === 'idle') return [guard(0), guard(1.5), guard(3), guard(1.5)];
  if (name === 'attackA')
    return [
      pose({
        x: -8,
        lean: 0,
        head: 0,
        front: arm(-40, 70, 96),
        back: arm(40, 100, 176),
        frontLeg: leg(22, 6),
        backLeg: leg(-20, -16),
        face: 'fierce',
        wind: 0.2,
      }),
      pose({
        x: 2,
        lean: 10,
        head: -6,
        front: arm(44, 88, 94),
        back: arm(30, 96, 176),
        frontLeg: leg(40, 4),
        backLeg: leg(-34, -24),
        face: 'shout',
        wind: 0.6,
      }),
      pose({
        x: -8,
        lean: 14,
        head: -8,
        front: arm(58, 82, 96),
        back: arm(24, 90, 176),
        frontLeg: leg(48, 4),
        backLeg: leg(-40, -30),
        face: 'shout',
        wind: 0.9,
      }),
      pose({
        x: -8,
        lean: 14,
        head: -8,
        front: arm(56, 84, 96),
        back: arm(24, 90, 176),
        frontLeg: leg(48, 4),
        backLeg: leg(-40, -30),
        face: 'fierce',
        wind: 0.7,
      }),
      pose({
        x: 4,
        lean: 8,
        head: -4,
        front: arm(10, 100, 130),
        back: arm(30, 100, 176),
        frontLeg: leg(30, 4),
        backLeg: leg(-26, -14),
        face: 'fierce',
        wind: 0.3,
      }),
    ];
  if (name === 'attackB')
    return [
      pose({
        x: -6,
        lean: -2,
        head: 0,
        front: arm(-30, 150, 150),
        back: arm(0, 80, 176),
        frontLeg: leg(20, 6),
        backLeg: leg(-20, -16),
        face: 'fierce',
        wind: 0.2,
      }),
      pose({
        x: 8,
        lean: 14,
        head: -4,
        front: arm(-20, 150, 140),
        back: arm(60, 92, 178),
        frontLeg: leg(40, 4),
        backLeg: leg(-34, -24),
        face: 'shout',
        wind: 0.6,
      }),
      pose({
        x: 18,
        lean: 22,
        head: -6,
        front: arm(-10, 150, 136),
        back: arm(84, 90, 180),
        frontLeg: leg(50, 4),
        backLeg: leg(-42, -32),
        face: 'shout',
        wind: 1,
      }),
      pose({
        x: 18,
        lean: 20,
        head: -6,
        front: arm(-10, 150, 136),
        back: arm(80, 92, 180),
        frontLeg: leg(50, 4),
        backLeg: leg(-42, -32),
        face: 'fierce',
        wind: 0.7,
      }),
      pose({
        x: 6,
        lean: 8,
        head: -2,
        front: arm(10, 120, 150),
        back: arm(40, 100, 176),
        frontLeg: leg(30, 4),
        backLeg: leg(-26, -14),
        face: 'fierce',
        wind: 0.3,
      }),
    ];
  if (name === 'victory')
    return each(poses, (p, i) => ({
      ...p,
      lift: i === 1 ? 8 : 0,
      front: arm(30, 150 + (i === 1 ? 8 : 0), 180),
      back: shieldArm(name, i),
    }));
  return each(poses, (p, i) => ({ ...p, back: shieldArm(name, i), lean: p.lean + (name === 'ko' ? 0 : 2) }));
};

const FAMILIES: Readonly<Record<LookName, Family | null>> = {
  kidlat: null,
  alon: null,
  tulisan: bolo,
  babaylan: staff,
  bantay: spear,
};

/** The poses of one animation for one fighter, one per frame. */
export function posesOf(look: LookName, name: AnimationName): readonly Pose[] {
  const base = STICKS[name];
  const family = FAMILIES[look];
  return family ? family(name, base) : base;
}
