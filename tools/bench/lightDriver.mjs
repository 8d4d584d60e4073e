// Drives a page through the DevTools protocol alone: real mouse and key events, and short
// expressions evaluated in the page. The heap benchmark uses it for its battle -> menu cycles
// because Playwright's locators run a large injected script in the page's own JavaScript heap
// (accessible-name computation, value serialization, polling), and V8 compiling that script's
// hot functions showed up as "growth" in the figure that is meant to describe the game.
// Every expression here is a fixed string, so the page compiles each one once.

const POLL_MS = 50;

/** @param {import('@playwright/test').CDPSession} cdp */
export function lightDriver(cdp, { timeoutMs = 20_000 } = {}) {
  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: false,
    });
    if (exceptionDetails)
      throw new Error(`in the page: ${exceptionDetails.exception?.description ?? expression}`);
    return result.value;
  };

  const waitFor = async (expression, what) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await evaluate(expression);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  /**
   * Clicks the centre of the first button inside `scope` (a CSS selector) whose accessible name
   * (aria-label, else its text without aria-hidden parts) is `name`, with pressed and released mouse events as a player's.
   */
  const clickButton = async (scope, name) => {
    const expression = `(() => {
      const root = document.querySelector(${JSON.stringify(scope)});
      if (!root) return null;
      for (const el of root.querySelectorAll('button')) {
        const text = [...el.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
          .map((node) => node.textContent)
          .join('');
        const label = (el.getAttribute('aria-label') ?? text).trim();
        if (label !== ${JSON.stringify(name)} || el.disabled) continue;
        const box = el.getBoundingClientRect();
        if (!box.width || !box.height) continue;
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
      return null;
    })()`;
    const at = await waitFor(expression, `the button "${name}" in ${scope}`);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y });
    for (const type of ['mousePressed', 'mouseReleased'])
      await cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', clickCount: 1 });
  };

  /** A key with a printable character (the hand's 1-5) or a named one (Escape, Enter). */
  const press = async (key) => {
    const printable = key.length === 1;
    const code = /^[0-9]$/.test(key) ? `Digit${key}` : key;
    const windowsVirtualKeyCode = printable
      ? key.toUpperCase().charCodeAt(0)
      : { Enter: 13, Escape: 27 }[key];
    const base = { key, code, windowsVirtualKeyCode };
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      ...base,
      ...(printable ? { text: key } : {}),
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
  };

  /** Moves inside the single-page app without a reload (the one Phaser.Game stays). */
  const goInApp = (path) =>
    evaluate(
      `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate')); true`,
    );

  return { evaluate, waitFor, clickButton, press, goInApp };
}
