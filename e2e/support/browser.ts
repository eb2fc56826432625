// playwright-core driving the system Chromium.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh browser profile (cookies, storage) on the app's origin. The app's service worker
 * (shell/service-worker/) is refused unless a test asks for it (`serviceWorkers: 'allow'`,
 * e2e/tests/offline.e2e.ts): once it controls a page, the page's requests are the worker's, which
 * `context.route` faults do not reach, and its installation downloads every remote in the
 * background of whatever the test measures.
 */
export async function newContext(
  browser: Browser,
  options: { bypassCSP?: boolean; serviceWorkers?: 'allow' | 'block'; timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 900 },
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/**
 * A browser on a profile kept in `userDataDir`, like an installed browser's, with the app's
 * service worker allowed: Chromium offers to install an app only outside incognito, and every
 * `browser.newContext()` is an incognito profile.
 */
export async function launchProfile(
  userDataDir: string,
  options: { bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: baseURL(),
    viewport: { width: 1280, height: 900 },
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/** Collects uncaught page errors so a test can show them when it fails. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}
