// `npm run sounds`: synthesizes every sound of the game from code (see catalogue.mjs) and writes it
// to assets/audio/ as Ogg Vorbis and MP3. Music loops are written with wrapped margins and played
// as a sprite region (see encode.mjs); the region each loop needs is printed, and must match its
// `sprite.loop` in assets/manifest.json. Then checkLoops.ts decodes everything in Chromium and
// measures levels and loop seams. `npm run sounds -- battle` rebuilds only the matching keys.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from './catalogue.mjs';
import { RATE, db, peakOf, rmsOf } from './dsp.mjs';
import { encodeSound, loopSprite, withLoopMargins } from './encode.mjs';

const OUT = fileURLToPath(new URL('../../assets/audio/', import.meta.url));
const only = process.argv[2] ?? '';

let total = 0;
console.log('key                    seconds  peak dBFS  RMS dBFS   ogg KB   mp3 KB  loop sprite (ms)');
for (const sound of CATALOGUE.filter((entry) => entry.key.includes(only))) {
  const { channels, loop } = sound.render();
  const seconds = channels[0].length / RATE;
  const encoded = await encodeSound(loop ? withLoopMargins(channels) : channels, sound.kind);
  for (const format of ['ogg', 'mp3']) {
    const path = join(OUT, `${sound.file}.${format}`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, encoded[format]);
  }
  total += encoded.ogg.length + encoded.mp3.length;
  console.log(
    [
      sound.key.padEnd(22),
      seconds.toFixed(3).padStart(8),
      db(peakOf(channels)).toFixed(1).padStart(10),
      db(rmsOf(channels)).toFixed(1).padStart(9),
      (encoded.ogg.length / 1024).toFixed(1).padStart(8),
      (encoded.mp3.length / 1024).toFixed(1).padStart(8),
      loop ? ` loop: [${loopSprite(seconds).join(', ')}]` : '',
    ].join(' '),
  );
}
console.log(`Wrote ${(total / 1024 / 1024).toFixed(2)} MB of audio to ${OUT}`);
execFileSync(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('checkLoops.ts', import.meta.url))],
  {
    stdio: 'inherit',
  },
);
