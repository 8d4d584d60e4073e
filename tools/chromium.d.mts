// Types of tools/chromium.mjs for the TypeScript tools and playwright.config.ts.
import type { Browser, LaunchOptions } from '@playwright/test';

/** Which Chromium: the full browser (the default) or its headless shell. */
export interface ChromiumChoice {
  shell?: boolean;
}

export const chromiumPath: string | undefined;
export const headlessShellPath: string | undefined;
export const CHROMIUM_ARGS: readonly string[];
export function chromiumLaunchOptions(
  extraArgs?: readonly string[],
  choice?: ChromiumChoice,
): LaunchOptions & {
  executablePath: string | undefined;
  args: string[];
};
export function launchChromium(extraArgs?: readonly string[], choice?: ChromiumChoice): Promise<Browser>;
