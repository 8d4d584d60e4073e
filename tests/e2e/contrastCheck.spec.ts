// The accessibility spec's own measure of contrast over pictures (contrastSupport.ts), checked on
// texts of known contrast: it must find the faint one and pass the readable ones, or the scans
// that rely on it could pass whatever the screens show.
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { lowContrastOverPictures } from './contrastSupport.ts';

/** Text colours over a dark gradient (#333 to #363636): about 1.4:1, 12:1 and 9:1. */
const TEXTS = [
  { id: 'faint', color: '#4a4a4a', top: 10 },
  { id: 'white', color: '#ffffff', top: 80 },
  { id: 'pale', color: '#e0e0e0', top: 150 },
] as const;

test('the contrast measure finds the faint text over a gradient and passes the readable ones', async ({
  page,
}) => {
  await page.goto('/no-such-place');
  await page.evaluate((texts) => {
    for (const { id, color, top } of texts) {
      const text = document.createElement('div');
      text.id = id;
      text.textContent = 'Some words to be read here';
      text.style.cssText =
        `position:fixed;top:${top}px;left:10px;z-index:99999;padding:10px;font-size:16px;` +
        `background:linear-gradient(#333,#363636);color:${color}`;
      document.body.append(text);
    }
  }, TEXTS);
  const low = await lowContrastOverPictures(
    page,
    TEXTS.map(({ id }) => ({ selector: `#${id}`, reason: 'Element has a background gradient' })),
  );
  expect(low).toHaveLength(1);
  expect(low[0]).toMatch(/^#faint: 1\.\d\d:1 over its background, needs 4\.5:1$/);
});
