// @vitest-environment jsdom
// A screen fetched on demand (src/ui/routes/lazyScreen.tsx): one fetch shared by the preload and the
// render, and a screen already fetched shows at once, without the Suspense fallback.
import { act, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../src/ui/routes/lazyScreen.tsx';
import { testRootForEachTest } from './testRoot.ts';

const view = testRootForEachTest();

const Menu = () => <p>The main menu</p>;

describe('a screen fetched on demand', () => {
  it('shows the fallback while it loads the first time', async () => {
    const Screen = lazyScreen(async () => ({ default: Menu }));
    view.render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(view.text()).toBe('Loading');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(view.text()).toBe('The main menu');
  });

  it('renders at once once preloaded, and fetches only once', async () => {
    const load = vi.fn(async () => ({ default: Menu }));
    const Screen = lazyScreen(load);
    Screen.preload();
    Screen.preload();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    view.render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously after the render: no fallback in between.
    expect(view.text()).toBe('The main menu');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
