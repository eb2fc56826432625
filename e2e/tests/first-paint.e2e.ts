// Issue 7: the pages a signed-out visitor opens first arrive drawn (shell/prerender/: the servers
// send dist/prerendered/<path>.html to requests without a session cookie), the app takes over
// without a flash or a jump, and a signed-in visitor's first requests go out together.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, trackErrors } from '../support/browser';
import { createGroupViaApi, newUser, registerViaApi } from '../support/users';

const KB = 1024;
const LANDING_HEADING = { level: 1, name: 'Worship Planner', exact: true } as const;
const SONGS_HEADING = { level: 1, name: 'Worship Planner - Worship Songs' } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records, in the page, whether a loading spinner (role=status labelled Loading…) ever showed. */
const SPINNER_WATCH = `(() => {
  window.__spinnerSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('[role="status"][aria-label^="Loading"]')) window.__spinnerSeen = true;
  }).observe(document, { childList: true, subtree: true });
})()`;

interface Box {
  y: number;
  height: number;
}
interface Boxes {
  heading: Box | null;
  filters: Box | null;
}

/** The page heading's and the filter form's place in <main> (runs in the page). */
const BOXES = (): Boxes => {
  const place = (el: Element | null) => {
    if (!el) return null;
    const { y, height } = el.getBoundingClientRect();
    return { y, height };
  };
  return {
    heading: place(document.querySelector('main h1')),
    filters: place(document.querySelector('main form[role="search"]')),
  };
};

async function withContext<T>(
  options: { javaScriptEnabled?: boolean },
  run: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  context.setDefaultTimeout(15_000);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

describe('without JavaScript (what the server sends is the page)', () => {
  it('/ is the landing page, with its heading and a sign-in button that works without scripts', async () => {
    await withContext({ javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toBe('Worship Planner');
      expect(await page.getByRole('heading', LANDING_HEADING).isVisible()).toBe(true);
      const signIn = page.getByRole('button', { name: 'Sign In to Get Started' });
      expect(await signIn.evaluate((b: HTMLButtonElement) => b.form?.getAttribute('action'))).toBe(
        '/api/login',
      );
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('landing');
      // Styled at once: the hero's gradient comes with the HTML, not with the scripts.
      const heroBackground = await page
        .locator('section[aria-labelledby="landing-title"]')
        .evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(heroBackground).toContain('linear-gradient');
    });
  });

  it('/songs/public is the public songs page heading under the product bar', async () => {
    await withContext({ javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      const response = await page.goto('/songs/public');
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toBe('Worship Planner - Worship Songs');
      expect(await page.getByRole('heading', SONGS_HEADING).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Worship Planner' }).getAttribute('href')).toBe(
        '/',
      );
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('songs-public');
    });
  });

  it('a visitor with a session gets the app’s index.html, not a prerendered page', async () => {
    await withContext({ javaScriptEnabled: false }, async (context) => {
      await registerViaApi(context, newUser('Mary'));
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
      expect(await page.getByRole('heading', LANDING_HEADING).count()).toBe(0);
    });
  });
});

describe('with JavaScript', () => {
  it('the landing page stays as it came: no spinner, no redraw, at most 100 KB of scripts', async () => {
    await newContext(browser).then(async (context) => {
      try {
        const page = await context.newPage();
        const errors = trackErrors(page);
        await page.addInitScript(SPINNER_WATCH);
        let scriptBytes = 0;
        const sizes: Promise<void>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() !== 'script') return;
          sizes.push(
            request.sizes().then((s) => {
              scriptBytes += s.responseBodySize + s.responseHeadersSize;
            }),
          );
        });
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        const heading = await page.getByRole('heading', LANDING_HEADING).elementHandle();
        await page.waitForLoadState('networkidle');
        await Promise.all(sizes);
        // The element drawn by the server is the one on screen once the scripts are done.
        expect(await heading!.evaluate((el) => el.isConnected)).toBe(true);
        expect(
          await page.evaluate(() => (window as { __spinnerSeen?: boolean }).__spinnerSeen),
        ).toBe(false);
        expect(scriptBytes).toBeGreaterThan(0);
        expect(scriptBytes).toBeLessThanOrEqual(100 * KB);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it('the public songs page: no spinner, and mf-songs takes over where the first paint was', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const errors = trackErrors(page);
      await page.addInitScript(SPINNER_WATCH);
      // Where the server's markup put things, read once parsed and before any script has run.
      await page.addInitScript(`document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.__firstBoxes = (${BOXES})();
      }, { once: true })`);
      await page.goto('/songs/public', { waitUntil: 'domcontentloaded' });
      // The remote's own page: its heading outside the shell's frame.
      await page.locator('main h1:not([data-first-paint] h1)').waitFor();
      await page.locator('[data-first-paint]').waitFor({ state: 'detached' });
      const first = await page.evaluate(() => (window as { __firstBoxes?: Boxes }).__firstBoxes);
      const remote = await page.evaluate(BOXES);
      expect(first?.heading, 'the prerendered heading').toBeTruthy();
      for (const part of ['heading', 'filters'] as const) {
        expect(Math.abs(remote[part]!.y - first![part]!.y), part).toBeLessThanOrEqual(2);
        expect(Math.abs(remote[part]!.height - first![part]!.height), part).toBeLessThanOrEqual(2);
      }
      expect(await page.getByRole('heading', SONGS_HEADING).count()).toBe(1);
      expect(await page.evaluate(() => (window as { __spinnerSeen?: boolean }).__spinnerSeen)).toBe(
        false,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a signed-in visitor’s current-user request is asked once, with the page, and the dashboard shows', async () => {
    const context = await newContext(browser);
    try {
      const user = newUser('Ruth');
      await registerViaApi(context, user);
      await createGroupViaApi(context, 'Morning Choir');
      const page: Page = await context.newPage();
      const userRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/user') userRequests.push(request.url());
      });
      await page.goto('/');
      await page.getByRole('heading', { name: `Welcome back, ${user.firstName}!` }).waitFor();
      // The preload in index.html and the app's own fetch are one request.
      expect(userRequests).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
