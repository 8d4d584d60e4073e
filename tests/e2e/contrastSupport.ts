// Contrast of text that axe-core cannot judge: text over a gradient, a picture or the canvas. The
// letters' fill is taken away for a moment (their shadow stays, as it keeps the letters apart from
// the picture), and the text's colour is measured against the pixels behind the letters: nine in
// ten of them must give 4.5:1 (3:1 for large text, WCAG 1.4.3).
import type { Page } from '@playwright/test';

/** A text still on screen answers at once; one that has gone is not waited for. */
const QUICK = 1000;

/** Why axe left a text unjudged: these reasons are about the background, which we can measure. */
const MEASURABLE = /background gradient|image node|pseudo element|background image/;

interface Unjudged {
  selector: string;
  reason: string;
}

/** Sets or clears a transparent glyph fill on the element and everything in it. */
async function hideGlyphs(page: Page, selector: string, hide: boolean): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate(
      (node, on) => {
        for (const each of [node, ...node.querySelectorAll('*')] as HTMLElement[]) {
          // No transition either: reduced motion leaves every property a 1 ms one, and a transition
          // begun on a composited (rotated) element may not have moved when the photograph is taken.
          if (on) {
            each.style.setProperty('transition', 'none', 'important');
            each.style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
          } else {
            each.style.removeProperty('-webkit-text-fill-color');
            each.style.removeProperty('transition');
          }
        }
      },
      hide,
      { timeout: QUICK },
    );
}

/**
 * One measurement. Two photographs of the element, with its letters and without (only their fill
 * is taken away: borders and shadows stay), tell which pixels are letters; the background behind
 * those pixels is what the text colour is measured against.
 */
async function measure(page: Page, selector: string): Promise<{ ratio: number; needed: number } | null> {
  const element = page.locator(selector).first();
  if ((await element.count()) === 0 || !(await element.isVisible())) return null;
  // Toasts fade in and out on their own timers, so a photograph may catch one half-seen; their
  // colours are fixed (ui/toasts.ts: #f6ead7 on a 96 % opaque night panel, over 13:1).
  const inToast = await element.evaluate((node) => node.closest('[data-rht-toaster]') !== null, undefined, {
    timeout: QUICK,
  });
  if (inToast) return null;
  // Controls that cannot be used are exempt from WCAG 1.4.3.
  const inactive = await element.evaluate(
    (node) => node.closest(':disabled, [aria-disabled="true"]') !== null,
    undefined,
    { timeout: QUICK },
  );
  if (inactive) return null;
  const box = await element.boundingBox({ timeout: QUICK });
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  if (!box) return null;
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const clip = {
    x,
    y,
    width: Math.min(box.x + box.width, viewport.width) - x,
    height: Math.min(box.y + box.height, viewport.height) - y,
  };
  if (clip.width < 2 || clip.height < 2) return null;
  const style = await element.evaluate(
    (node) => {
      const computed = getComputedStyle(node);
      return {
        color: computed.color,
        size: parseFloat(computed.fontSize),
        weight: Number(computed.fontWeight),
      };
    },
    undefined,
    { timeout: QUICK },
  );
  const withText = await page.screenshot({ clip });
  await hideGlyphs(page, selector, true);
  const without = await page.screenshot({ clip });
  await hideGlyphs(page, selector, false);
  const large = style.size >= 24 || (style.size >= 18.66 && style.weight >= 700);
  const ratio = await page.evaluate(
    async ({ shots, color }) => {
      const pixels = async (url: string) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return context?.getImageData(0, 0, image.width, image.height).data ?? new Uint8ClampedArray();
      };
      const [lettered, bare] = await Promise.all(shots.map(pixels));
      if (!lettered || !bare) return null;
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (red: number, green: number, blue: number) =>
        0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
      const ratios: number[] = [];
      for (let i = 0; i < bare.length; i += 4) {
        const changed =
          Math.abs((lettered[i] ?? 0) - (bare[i] ?? 0)) +
          Math.abs((lettered[i + 1] ?? 0) - (bare[i + 1] ?? 0)) +
          Math.abs((lettered[i + 2] ?? 0) - (bare[i + 2] ?? 0));
        if (changed < 6) continue;
        const [br = 0, bg = 0, bb = 0] = [bare[i], bare[i + 1], bare[i + 2]];
        // A see-through text colour is blended over the pixel behind it.
        const [tr, tg, tb] = [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
        // Only pixels at least half covered by a letter: the photograph with letters must be nearer
        // the text colour than the one without by half the way. A rotated element is drawn again
        // when its letters go, and its border's edge pixels then shift a little in either direction;
        // those are not letters, and measuring them found a border as low contrast.
        const away = (red: number, green: number, blue: number) =>
          Math.abs(red - tr) + Math.abs(green - tg) + Math.abs(blue - tb);
        if (away(lettered[i] ?? 0, lettered[i + 1] ?? 0, lettered[i + 2] ?? 0) * 2 > away(br, bg, bb))
          continue;
        const text = luminance(tr, tg, tb);
        const back = luminance(br, bg, bb);
        ratios.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
      }
      if (ratios.length < 8) return null;
      ratios.sort((p, q) => p - q);
      return ratios[Math.floor(ratios.length * 0.1)] ?? null;
    },
    {
      shots: [withText, without].map((shot) => `data:image/png;base64,${shot.toString('base64')}`),
      color: style.color,
    },
  );
  return ratio === null ? null : { ratio, needed: large ? 3 : 4.5 };
}

/** Each measurement takes two photographs: a screen seen again is not measured twice. */
const measured = new WeakMap<Page, Set<string>>();
/** At most this many texts are measured per scan, so a busy screen's scan stays in seconds. */
const MEASURED_PER_SCAN = 40;

/** The texts among `unjudged` whose measured contrast is too low, as lines for a report. */
/**
 * Waits until every animation that ends has ended (a card sliding in, a stamp fading up): two
 * photographs of one text must show the same screen. Looping animations (a glow) are not waited
 * for; nothing waits longer than a few seconds.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return timing !== undefined && timing.endTime !== Infinity && animation.playState !== 'finished';
    });
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

export async function lowContrastOverPictures(page: Page, unjudged: readonly Unjudged[]): Promise<string[]> {
  const found: string[] = [];
  const seen = measured.get(page) ?? new Set<string>();
  measured.set(page, seen);
  const path = new URL(page.url()).pathname;
  let budget = MEASURED_PER_SCAN;
  for (const { selector, reason } of unjudged) {
    const key = `${path} ${selector}`;
    if (!MEASURABLE.test(reason) || seen.has(key) || budget <= 0) continue;
    seen.add(key);
    budget -= 1;
    await animationsDone(page);
    // Texts that come and go (toasts) may vanish mid-measurement: those are let go.
    const result = await measure(page, selector).catch(() => null);
    if (result && result.ratio < result.needed) {
      found.push(`${selector}: ${result.ratio.toFixed(2)}:1 over its background, needs ${result.needed}:1`);
    }
  }
  return found;
}
