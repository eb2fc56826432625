// axe-core in the page: WCAG 2.x A/AA rules, violations summarised for a readable failure.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * Waits for the page's finite animations (a dialog fading in) to end: axe measures colours as
 * drawn, and a half-faded text fails contrast on a slow machine. Spinners (infinite) are left.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** Runs axe on the page once its animations have ended (the context must bypass CSP to inject the script). */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsFinished(page);
  await page.addScriptTag({ path: AXE_PATH });
  const result = (await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  )) as AxeResult;
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((n) => JSON.stringify(n.target))
        .join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`,
  );
}

/** Waits until the page has settled: network idle, no loading spinner, fonts ready. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], [role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
}
