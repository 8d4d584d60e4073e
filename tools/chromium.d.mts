// Types of tools/chromium.mjs for the TypeScript tools and playwright.config.ts.
import type { Browser, LaunchOptions } from '@playwright/test';

export const chromiumPath: string | undefined;
export const CHROMIUM_ARGS: readonly string[];
export function chromiumLaunchOptions(extraArgs?: readonly string[]): LaunchOptions & {
  executablePath: string | undefined;
  args: string[];
};
export function launchChromium(extraArgs?: readonly string[]): Promise<Browser>;
