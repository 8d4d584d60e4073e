// Each fighter's shout (kiai) as a recipe for the formant synthesizer in voiceTract.mjs: its own
// pitch, tract length, breathiness and roughness, and its own word.
import { shout, finish } from './voiceTract.mjs';

/** Kidlat: a bright young tenor, a sharp "Hyah!" that jumps up and snaps off. */
export function kidlatVoice() {
  return finish(
    shout({
      seconds: 0.5,
      seed: 201,
      scale: 1.0,
      openQuotient: 0.42,
      pitch: [
        [0, 200],
        [0.06, 230],
        [0.12, 290],
        [0.28, 260],
        [0.46, 175],
      ],
      shapes: [
        [0, 'i'],
        [0.06, 'i'],
        [0.15, 'a'],
        [0.5, 'a'],
      ],
      voicing: [
        [0, 0],
        [0.045, 0],
        [0.07, 1],
        [0.3, 0.9],
        [0.44, 0],
      ],
      aspiration: [
        [0, 0],
        [0.02, 0.8],
        [0.06, 0.5],
        [0.1, 0.05],
        [0.34, 0.05],
        [0.44, 0.3],
        [0.5, 0],
      ],
      breath: 0.08,
    }),
    { wet: 0.12 },
  );
}

/** Alon: a lighter, higher voice, a rounder "Hai!" that glides from open to bright. */
export function alonVoice() {
  return finish(
    shout({
      seconds: 0.55,
      seed: 202,
      scale: 1.17,
      openQuotient: 0.55,
      pitch: [
        [0, 300],
        [0.08, 340],
        [0.16, 380],
        [0.34, 350],
        [0.5, 260],
      ],
      shapes: [
        [0, 'a'],
        [0.2, 'a'],
        [0.4, 'i'],
        [0.55, 'i'],
      ],
      voicing: [
        [0, 0],
        [0.05, 0],
        [0.08, 1],
        [0.36, 0.85],
        [0.5, 0],
      ],
      aspiration: [
        [0, 0],
        [0.025, 0.7],
        [0.07, 0.35],
        [0.12, 0.08],
        [0.44, 0.12],
        [0.55, 0],
      ],
      breath: 0.18,
      vibrato: [6, 0.01],
    }),
    { wet: 0.14 },
  );
}

/** Tulisan: a forest bandit's gruff, low "Hraah!", rough with growl and strain. */
export function tulisanVoice() {
  return finish(
    shout({
      seconds: 0.62,
      seed: 203,
      scale: 0.93,
      openQuotient: 0.38,
      pitch: [
        [0, 105],
        [0.1, 135],
        [0.3, 128],
        [0.56, 92],
      ],
      shapes: [
        [0, 'u'],
        [0.1, 'a'],
        [0.62, 'a'],
      ],
      voicing: [
        [0, 0],
        [0.05, 0],
        [0.09, 1],
        [0.42, 0.9],
        [0.58, 0],
      ],
      aspiration: [
        [0, 0],
        [0.03, 0.9],
        [0.08, 0.4],
        [0.14, 0.12],
        [0.5, 0.2],
        [0.62, 0],
      ],
      breath: 0.15,
      jitter: 0.03,
      shimmer: 0.15,
      growl: 0.6,
    }),
    { wet: 0.1, drive: 0.5 },
  );
}

/** Babaylan: a spirit medium's high, breathy, wavering "Haaa-oh", trailing an echo. */
export function babaylanVoice() {
  return finish(
    shout({
      seconds: 0.8,
      seed: 204,
      scale: 1.2,
      openQuotient: 0.72,
      pitch: [
        [0, 330],
        [0.12, 420],
        [0.45, 400],
        [0.78, 300],
      ],
      shapes: [
        [0, 'a'],
        [0.35, 'a'],
        [0.7, 'o'],
      ],
      voicing: [
        [0, 0],
        [0.06, 0],
        [0.14, 0.9],
        [0.5, 0.8],
        [0.78, 0],
      ],
      aspiration: [
        [0, 0],
        [0.04, 0.6],
        [0.12, 0.3],
        [0.6, 0.25],
        [0.8, 0],
      ],
      breath: 0.55,
      vibrato: [6.5, 0.025],
    }),
    { wet: 0.45, size: 0.85 },
  );
}

/** Bantay: the manor guard's deep, short, chesty "Hup!", closed off hard. */
export function bantayVoice() {
  return finish(
    shout({
      seconds: 0.4,
      seed: 205,
      scale: 0.86,
      openQuotient: 0.4,
      pitch: [
        [0, 95],
        [0.07, 118],
        [0.2, 108],
        [0.26, 96],
      ],
      shapes: [
        [0, 'u'],
        [0.17, 'u'],
        [0.22, 'p'],
        [0.4, 'p'],
      ],
      voicing: [
        [0, 0],
        [0.04, 0],
        [0.065, 1],
        [0.18, 1],
        [0.22, 0],
      ],
      aspiration: [
        [0, 0],
        [0.02, 0.8],
        [0.06, 0.35],
        [0.1, 0.04],
        [0.2, 0],
      ],
      breath: 0.06,
      jitter: 0.015,
      growl: 0.15,
      burst: { at: 0.29, gain: 0.12 },
    }),
    { wet: 0.1 },
  );
}
