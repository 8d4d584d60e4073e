// A React root in jsdom for the shell's component tests: a fresh container mounted before each test
// of the file that asks for it, unmounted and removed after.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  /** The element the test's tree renders into. */
  readonly container: HTMLDivElement;
  render(ui: ReactNode): void;
  /** What the page shows as text. */
  text(): string;
}

export function testRootForEachTest(): TestRoot {
  let container: HTMLDivElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  const mounted = () =>
    container ??
    (() => {
      throw new Error('The test root is mounted only while a test runs.');
    })();
  return {
    get container() {
      return mounted();
    },
    render: (ui) => act(() => root?.render(ui)),
    text: () => mounted().textContent ?? '',
  };
}
