// The `test` every browser spec uses: Playwright's own, with the game's canvas capped at 10 frames
// a second in each test's browser context. The two cores of a test machine serve two browsers, a
// preview server and the online server at once; a backdrop drawn 60 times a second behind the menus
// takes the time the pages need to respond. What the tests check does not depend on the frame rate
// (animations are stepped by time, and the battle specs already ran at 10). Contexts a test opens
// itself (two players online) set the cap through battleSupport's useSettings.
import { test as base } from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => sessionStorage.setItem('sinawali:fps', '10'));
    await use(context);
  },
});
