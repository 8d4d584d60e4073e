// Proves the game's sounds in a real browser: `npm run sounds` ends with this check (or run
// `npx tsx tools/audio/checkLoops.ts`). Every audio file of the manifest is decoded in headless
// Chromium at 48 kHz (the rate most sound cards run at), and
//   - no sound clips: its decoded peak stays below full scale;
//   - every music loop is played the way the game plays it (a Web Audio buffer source looping the
//     manifest's `sprite.loop` region, as howler does), and the seam is measured against the music
//     as it continues in the file past the region: the error there (only codec noise when the loop is
//     seamless), the step between the last and first samples, and any dip in level (a gap);
//   - for contrast, the same figures for looping the whole decoded file (what a naive loop would do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AudioAsset, Manifest } from '../../src/services/assets/manifestTypes.ts';
import { launchChromium } from '../chromium.mjs';

const RATE = 48000;
/** The seam's error may be codec noise, not music: at least this far below the music's level. */
const MAX_SEAM_ERROR_DB = -18;
/** No dip deeper than this at the seam compared with the music going on. */
const MAX_GAP_DB = 3;

const root = fileURLToPath(new URL('../..', import.meta.url));
const assetsDir = join(root, 'assets');
const manifest = JSON.parse(readFileSync(join(assetsDir, 'manifest.json'), 'utf8')) as Manifest;
const sounds = Object.entries(manifest.assets).filter(
  (pair): pair is [string, AudioAsset] => pair[1].type === 'audio',
);

interface Measured {
  seconds: number;
  peakDb: number;
  rmsDb: number;
  seam: null | {
    errorDb: number;
    errorPeakDb: number;
    stepRatio: number;
    gapDb: number;
    naiveJumpRatio: number;
    naiveSilenceMs: number;
  };
}

/** Runs inside the page: decodes one file and measures it (and its loop region, if any). */
async function measure(input: {
  data: string;
  region: [number, number] | null;
  rate: number;
}): Promise<Measured> {
  const db = (x: number) => 20 * Math.log10(Math.max(x, 1e-9));
  const bytes = Uint8Array.from(atob(input.data), (char) => char.charCodeAt(0));
  const buffer = await new OfflineAudioContext(2, 1, input.rate).decodeAudioData(bytes.buffer);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) => buffer.getChannelData(c));
  let peak = 0;
  let sum = 0;
  for (const channel of channels) {
    for (const x of channel) {
      peak = Math.max(peak, Math.abs(x));
      sum += x * x;
    }
  }
  const result: Measured = {
    seconds: buffer.duration,
    peakDb: db(peak),
    rmsDb: db(Math.sqrt(sum / (channels.length * buffer.length))),
    seam: null,
  };
  if (!input.region) return result;

  // Play the loop region as the game does, past its first seam.
  const start = input.region[0] / 1000;
  const length = input.region[1] / 1000;
  const render = new OfflineAudioContext(
    buffer.numberOfChannels,
    Math.round((length + 0.1) * input.rate),
    input.rate,
  );
  const source = render.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  source.loopStart = start;
  source.loopEnd = start + length;
  source.connect(render.destination);
  source.start(0, start);
  const played = await render.startRendering();

  const seam = Math.round(length * input.rate);
  const offset = Math.round(start * input.rate);
  const window = Math.round(0.05 * input.rate);
  const slice = Math.round(0.005 * input.rate);
  let errorSum = 0;
  let errorPeak = 0;
  let musicSum = 0;
  let stepPlayed = 0;
  let typicalStep = 0;
  let dipPlayed = Infinity;
  let dipMusic = Infinity;
  for (let c = 0; c < channels.length; c += 1) {
    const heardSamples = played.getChannelData(c);
    const musicSamples = buffer.getChannelData(c);
    const heard = (i: number) => heardSamples[i] ?? 0;
    const music = (i: number) => musicSamples[i] ?? 0;
    for (let k = 0; k < window; k += 1) {
      // After the seam the loop starts over; the music in the file simply goes on.
      const error = heard(seam + k) - music(offset + seam + k);
      errorSum += error * error;
      errorPeak = Math.max(errorPeak, Math.abs(error));
      musicSum += music(offset + seam + k) ** 2;
    }
    for (let k = seam - window; k < seam + window; k += 1)
      typicalStep = Math.max(typicalStep, Math.abs(music(offset + k) - music(offset + k - 1)));
    stepPlayed = Math.max(stepPlayed, Math.abs(heard(seam) - heard(seam - 1)));
    // The quietest 5 ms around the seam, in the loop as heard and in the music going on.
    for (let k = seam - window; k < seam + window - slice; k += slice) {
      let heardSum = 0;
      let musicSlice = 0;
      for (let j = k; j < k + slice; j += 1) {
        heardSum += heard(j) ** 2;
        musicSlice += music(offset + j) ** 2;
      }
      dipPlayed = Math.min(dipPlayed, Math.sqrt(heardSum / slice));
      dipMusic = Math.min(dipMusic, Math.sqrt(musicSlice / slice));
    }
  }
  // The naive loop: the whole decoded file, end to start.
  let naiveJump = 0;
  let silentEnds = 0;
  for (const channel of channels) {
    const sample = (i: number) => channel[i] ?? 0;
    naiveJump = Math.max(naiveJump, Math.abs(sample(channel.length - 1) - sample(0)));
    let lead = 0;
    while (lead < channel.length && Math.abs(sample(lead)) < 1e-3) lead += 1;
    let trail = 0;
    while (trail < channel.length && Math.abs(sample(channel.length - 1 - trail)) < 1e-3) trail += 1;
    silentEnds = Math.max(silentEnds, lead + trail);
  }
  result.seam = {
    errorDb: db(Math.sqrt(errorSum)) - db(Math.sqrt(musicSum)),
    errorPeakDb: db(errorPeak),
    stepRatio: stepPlayed / Math.max(typicalStep, 1e-9),
    gapDb: db(dipMusic) - db(dipPlayed),
    naiveJumpRatio: naiveJump / Math.max(typicalStep, 1e-9),
    naiveSilenceMs: (silentEnds / input.rate) * 1000,
  };
  return result;
}

const problems: string[] = [];
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  // tsx keeps function names with a helper the page does not have; give it one.
  await page.evaluate('window.__name = (target) => target');
  console.log(`Decoded in Chromium at ${RATE / 1000} kHz:`);
  for (const [key, entry] of sounds) {
    for (const file of entry.files) {
      const data = readFileSync(join(assetsDir, file)).toString('base64');
      const region = entry.loop && entry.sprite?.loop ? ([...entry.sprite.loop] as [number, number]) : null;
      if (entry.loop && !region)
        problems.push(`${key}: a loop without a sprite.loop region (see tools/audio/encode.mjs)`);
      const m = await page.evaluate(measure, { data, region, rate: RATE });
      if (m.peakDb >= -0.1) problems.push(`${key}: assets/${file} clips (peak ${m.peakDb.toFixed(2)} dBFS)`);
      let line = `  ${file.padEnd(30)} ${m.seconds.toFixed(2).padStart(6)} s  peak ${m.peakDb.toFixed(1).padStart(5)} dBFS  RMS ${m.rmsDb.toFixed(1).padStart(5)} dBFS`;
      if (m.seam) {
        const s = m.seam;
        line +=
          `\n      seam as played: error ${s.errorDb.toFixed(1)} dB below the music (peak ${s.errorPeakDb.toFixed(1)} dBFS),` +
          ` step ${s.stepRatio.toFixed(2)}x the largest nearby step, level dip ${s.gapDb.toFixed(1)} dB` +
          `\n      whole file looped: jump ${s.naiveJumpRatio.toFixed(2)}x, ${s.naiveSilenceMs.toFixed(1)} ms of silence at the ends`;
        if (s.errorDb > MAX_SEAM_ERROR_DB)
          problems.push(
            `${key}: assets/${file} seam error ${s.errorDb.toFixed(1)} dB (limit ${MAX_SEAM_ERROR_DB})`,
          );
        if (s.stepRatio > 1)
          problems.push(`${key}: assets/${file} jumps at the seam (${s.stepRatio.toFixed(2)}x)`);
        if (s.gapDb > MAX_GAP_DB)
          problems.push(`${key}: assets/${file} dips ${s.gapDb.toFixed(1)} dB at the seam`);
      }
      console.log(line);
    }
  }
} finally {
  await browser.close();
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const text of problems) console.error(`  - ${text}`);
  process.exit(1);
}
console.log('Every sound decodes without clipping, and every loop is seamless.');
