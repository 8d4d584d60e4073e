// Encodes rendered sounds for the web: Ogg Vorbis first (small, and decoded sample-exact by the
// browsers that play it), MP3 as the fallback every browser plays. Both encoders are the reference
// libvorbis and LAME compiled to WebAssembly (wasm-media-encoders), so no native build is needed.
//
// Gapless loops. Lossy encoders pad a sound: MP3 adds priming samples before it and rounds it up to
// whole frames after it, and a decoder may or may not trim them, so looping a whole decoded file
// plays a few milliseconds of silence or a jump at every seam. So a loop is never encoded alone:
// the file holds MARGIN seconds of the loop's end, then the loop, then MARGIN seconds of its start
// (the loop is periodic, so this is simply more of the same music). The game plays the loop as a
// sprite region of exactly the loop's length starting at MARGIN (manifest `sprite.loop`). Any window
// of that length inside the file is one whole period of the music, so even a decoder that shifts
// the audio by its padding (far less than MARGIN) still loops seamlessly. Loop lengths are also
// whole numbers of MP3 frames (score.mjs), so the encoders code the loop's end exactly like its
// start and the seam decodes bit-exact. tools/audio/checkLoops.ts decodes the files in Chromium,
// plays the regions as the game does and measures the seams.
import { createMp3Encoder, createOggEncoder } from 'wasm-media-encoders';
import { RATE } from './dsp.mjs';

export const LOOP_MARGIN_SECONDS = 0.2;

/** The loop with its wrapped margins: [end of loop][loop][start of loop]. */
export function withLoopMargins(channels, margin = LOOP_MARGIN_SECONDS) {
  const pad = Math.round(margin * RATE);
  return channels.map((loop) => {
    if (loop.length < pad) throw new Error('A loop must be longer than its margins.');
    const out = new Float32Array(loop.length + pad * 2);
    out.set(loop.subarray(loop.length - pad), 0);
    out.set(loop, pad);
    out.set(loop.subarray(0, pad), pad + loop.length);
    return out;
  });
}

/** The manifest's sprite region of a loop, in milliseconds: [start, duration]. */
export function loopSprite(loopSeconds, margin = LOOP_MARGIN_SECONDS) {
  return [Math.round(margin * 1e6) / 1e3, Math.round(loopSeconds * 1e6) / 1e3];
}

/** Vorbis quality (-1..10) and LAME VBR quality (0 best .. 9): music gets more bits than effects. */
const QUALITY = {
  music: { ogg: 3, mp3: 5 },
  effect: { ogg: 3, mp3: 5 },
};

async function run(encoder, options, channels) {
  encoder.configure({ sampleRate: RATE, channels: channels.length, ...options });
  const parts = [];
  // Feed in blocks: the encoders' own buffers are not sized for a whole song at once.
  const block = RATE;
  for (let start = 0; start < channels[0].length; start += block) {
    const chunk = encoder.encode(channels.map((channel) => clamp(channel.subarray(start, start + block))));
    parts.push(chunk.slice());
  }
  parts.push(encoder.finalize().slice());
  return Buffer.concat(parts);
}

function clamp(samples) {
  return samples.map((x) => Math.max(-1, Math.min(1, x)));
}

let encoders = null;
async function getEncoders() {
  encoders ??= { ogg: await createOggEncoder(), mp3: await createMp3Encoder() };
  return encoders;
}

/** Encodes one sound to { ogg, mp3 } bytes. */
export async function encodeSound(channels, kind) {
  const { ogg, mp3 } = await getEncoders();
  const quality = QUALITY[kind];
  return {
    ogg: withFixedSerial(await run(ogg, { vbrQuality: quality.ogg }, channels)),
    mp3: await run(mp3, { vbrQuality: quality.mp3 }, channels),
  };
}

/**
 * libogg gives every stream a random serial number; a fixed one (and each page's checksum redone)
 * keeps the files byte-identical from run to run, so rebuilding changes nothing in version control.
 */
export function withFixedSerial(bytes, serial = 0x53494e41) {
  let at = 0;
  while (at + 27 <= bytes.length) {
    if (bytes.toString('latin1', at, at + 4) !== 'OggS') throw new Error(`No Ogg page at byte ${at}.`);
    const segments = bytes[at + 26];
    let length = 27 + segments;
    for (let k = 0; k < segments; k += 1) length += bytes[at + 27 + k];
    bytes.writeUInt32LE(serial, at + 14);
    bytes.writeUInt32LE(0, at + 22);
    bytes.writeUInt32LE(oggCrc(bytes.subarray(at, at + length)), at + 22);
    at += length;
  }
  return bytes;
}

/** Ogg's page checksum: CRC-32 with polynomial 0x04c11db7, not reflected, starting at 0. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let r = n << 24;
  for (let k = 0; k < 8; k += 1) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});
function oggCrc(page) {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  return crc;
}
