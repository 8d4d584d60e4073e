// Helpers of the accessibility spec: an axe-core scan of the page as it stands, failing on every
// serious or critical violation of WCAG 2.0/2.1 A and AA, and settings that keep scans steady.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { useSettings } from './battleSupport.ts';
import { lowContrastOverPictures } from './contrastSupport.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface ScanOptions {
  /**
   * Selectors axe leaves out. Only for elements it cannot judge, each with the reason next to it
   * at the call site; never to hide a violation the app could fix.
   */
  exclude?: readonly string[];
}

/**
 * Scans the page as it stands and lists each blocking violation. The check is soft: the test goes
 * on to the next screen, so one run reports every screen's violations, and fails at its end.
 */
export async function expectAccessible(page: Page, what: string, options: ScanOptions = {}): Promise<void> {
  // One run of axe in the page itself. The default runs it frame by frame and then joins the
  // results in a blank page opened for each scan, which doubles a scan's time; the game has no
  // frames, so both ways judge the same document.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations, incomplete } = await builder.analyze();
  if (process.env.A11Y_INCOMPLETE) reportUnjudged(what, incomplete);
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 6)
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join('\n'),
  );
  expect.soft(report, `${what}: serious or critical accessibility violations`).toEqual([]);

  // Text over gradients and pictures, which axe leaves unjudged, measured from the screen instead.
  const unjudged = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => node.target.length === 1)
    .map((node) => ({ selector: String(node.target[0]), reason: node.any[0]?.message ?? '' }));
  // Under an open modal dialog the page is dimmed behind its backdrop and out of reach (aria-modal):
  // only the dialog's own text is there to be read, so only that is measured.
  const shown = await page.evaluate(
    (selectors) => {
      const modals = document.querySelectorAll('[aria-modal="true"]');
      const top = modals[modals.length - 1];
      return selectors.map((selector) => !top || top.contains(document.querySelector(selector)));
    },
    unjudged.map((node) => node.selector),
  );
  const low = await lowContrastOverPictures(
    page,
    unjudged.filter((_, index) => shown[index]),
  );
  expect.soft(low, `${what}: text below the contrast WCAG asks for (1.4.3)`).toEqual([]);
}

/**
 * Muted, instant and still: the scans see each screen settled, not halfway through a fade (axe
 * would measure the contrast of text still fading in).
 */
export async function settleForScans(page: Page): Promise<void> {
  await useSettings(page, { speed: 'instant', reducedMotion: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/**
 * A11Y_INCOMPLETE=1: prints what axe could not judge (mostly the contrast of text over pictures and
 * gradients), to check by eye or with a colour picker.
 */
function reportUnjudged(what: string, incomplete: Results['incomplete']): void {
  for (const result of incomplete) {
    for (const node of result.nodes) {
      console.log(`[${what}] ${result.id}: ${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`);
    }
  }
}
