// Contrast of text that axe-core cannot judge: text over a gradient, a picture or the canvas. The
// letters' fill is taken away for a moment (their shadow stays, as it keeps the letters apart from
// the picture), and the text's colour is measured against the pixels behind the letters: nine in
// ten of them must give 4.5:1 (3:1 for large text, WCAG 1.4.3).
import type { Page } from '@playwright/test';

/** Why axe left a text unjudged: these reasons are about the background, which we can measure. */
const MEASURABLE = /background gradient|image node|pseudo element|background image/;

interface Unjudged {
  selector: string;
  reason: string;
}

/** A text to measure: where it stands on the screen and how it is drawn. */
interface Placed {
  selector: string;
  clip: { x: number; y: number; width: number; height: number };
  color: string;
  large: boolean;
}

/**
 * Where each text stands and how it is drawn, in one call to the page. Left out: texts gone or
 * hidden, texts in toasts (they fade in and out on their own timers, so a photograph may catch one
 * half-seen; their colours are fixed, ui/toasts.ts: #f6ead7 on a 96 % opaque night panel, over
 * 13:1), controls that cannot be used (exempt from WCAG 1.4.3), and texts too small to photograph.
 */
async function place(page: Page, selectors: readonly string[]): Promise<Placed[]> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const found = await page.evaluate(
    ({ selectors, viewport }) =>
      selectors.map((selector) => {
        const node = document.querySelector(selector);
        if (!(node instanceof HTMLElement) || !node.checkVisibility({ visibilityProperty: true }))
          return null;
        if (node.closest('[data-rht-toaster]') || node.closest(':disabled, [aria-disabled="true"]'))
          return null;
        const box = node.getBoundingClientRect();
        const x = Math.max(0, box.x);
        const y = Math.max(0, box.y);
        const clip = {
          x,
          y,
          width: Math.min(box.x + box.width, viewport.width) - x,
          height: Math.min(box.y + box.height, viewport.height) - y,
        };
        if (clip.width < 2 || clip.height < 2) return null;
        const computed = getComputedStyle(node);
        const size = parseFloat(computed.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(computed.fontWeight) >= 700);
        return { selector, clip, color: computed.color, large };
      }),
    { selectors, viewport },
  );
  return found.filter((each): each is Placed => each !== null);
}

/** Sets or clears a transparent glyph fill on the elements and everything in them. */
async function hideGlyphs(page: Page, selectors: readonly string[], hide: boolean): Promise<void> {
  await page.evaluate(
    ({ selectors, hide }) => {
      for (const selector of selectors) {
        const node = document.querySelector(selector);
        if (!node) continue;
        for (const each of [node, ...node.querySelectorAll('*')] as HTMLElement[]) {
          if (hide) each.style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
          else each.style.removeProperty('-webkit-text-fill-color');
        }
      }
    },
    { selectors, hide },
  );
}

/**
 * The texts in rounds of texts that do not overlap on the screen: in one round, the pixels that
 * change when the letters go are each text's own, never those of a text over it, in it or behind it.
 */
function apart(texts: readonly Placed[]): Placed[][] {
  const meets = (p: Placed['clip'], q: Placed['clip']) =>
    p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
  const rounds: Placed[][] = [];
  for (const text of texts) {
    const round = rounds.find((each) => each.every((other) => !meets(other.clip, text.clip)));
    if (round) round.push(text);
    else rounds.push([text]);
  }
  return rounds;
}

/**
 * The measurement. Two photographs of the screen, with the texts' letters and without (only their
 * fill is taken away: borders and shadows stay), tell which pixels are letters; the background
 * behind those pixels is what each text's colour is measured against. Two photographs for a round
 * of texts, not two for each: a photograph waits for the compositor's next frame.
 */
async function measure(page: Page, texts: readonly Placed[]): Promise<(number | null)[]> {
  const selectors = texts.map((text) => text.selector);
  const withText = await page.screenshot();
  await hideGlyphs(page, selectors, true);
  const without = await page.screenshot().finally(() => hideGlyphs(page, selectors, false));
  return page.evaluate(
    async ({ shots, texts }) => {
      const pixels = async (url: string) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return context?.getImageData(0, 0, image.width, image.height) ?? null;
      };
      const [lettered, bare] = await Promise.all(shots.map(pixels));
      if (!lettered || !bare) return texts.map(() => null);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (red: number, green: number, blue: number) =>
        0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
      return texts.map(({ clip, color }) => {
        const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
        const ratios: number[] = [];
        const left = Math.round(clip.x);
        const top = Math.round(clip.y);
        const right = Math.min(bare.width, Math.round(clip.x + clip.width));
        const bottom = Math.min(bare.height, Math.round(clip.y + clip.height));
        for (let y = top; y < bottom; y += 1) {
          for (let x = left; x < right; x += 1) {
            const i = (y * bare.width + x) * 4;
            const [lr = 0, lg = 0, lb = 0] = [lettered.data[i], lettered.data[i + 1], lettered.data[i + 2]];
            const [br = 0, bg = 0, bb = 0] = [bare.data[i], bare.data[i + 1], bare.data[i + 2]];
            if (Math.abs(lr - br) + Math.abs(lg - bg) + Math.abs(lb - bb) < 6) continue;
            // A see-through text colour is blended over the pixel behind it.
            const text = luminance(r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a));
            const back = luminance(br, bg, bb);
            ratios.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
          }
        }
        if (ratios.length < 8) return null;
        ratios.sort((p, q) => p - q);
        return ratios[Math.floor(ratios.length * 0.1)] ?? null;
      });
    },
    {
      shots: [withText, without].map((shot) => `data:image/png;base64,${shot.toString('base64')}`),
      texts: texts.map(({ clip, color }) => ({ clip, color })),
    },
  );
}

/** A screen seen again is not measured twice. */
const measured = new WeakMap<Page, Set<string>>();
/** At most this many texts are measured per scan, so a busy screen's scan stays in seconds. */
const MEASURED_PER_SCAN = 40;

/** The texts among `unjudged` whose measured contrast is too low, as lines for a report. */
export async function lowContrastOverPictures(page: Page, unjudged: readonly Unjudged[]): Promise<string[]> {
  const found: string[] = [];
  const seen = measured.get(page) ?? new Set<string>();
  measured.set(page, seen);
  const path = new URL(page.url()).pathname;
  const chosen: string[] = [];
  for (const { selector, reason } of unjudged) {
    const key = `${path} ${selector}`;
    if (!MEASURABLE.test(reason) || seen.has(key) || chosen.length >= MEASURED_PER_SCAN) continue;
    seen.add(key);
    chosen.push(selector);
  }
  for (const texts of apart(await place(page, chosen))) {
    const ratios = await measure(page, texts);
    texts.forEach(({ selector, large }, index) => {
      const ratio = ratios[index];
      const needed = large ? 3 : 4.5;
      if (ratio != null && ratio < needed) {
        found.push(`${selector}: ${ratio.toFixed(2)}:1 over its background, needs ${needed}:1`);
      }
    });
  }
  return found;
}
