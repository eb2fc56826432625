// Runs in the entry chunk before the Module Federation share scope exists, so it may import no
// shared module (react, shell-contract, …) at run time: plain fetch only, types excepted.
import type { CurrentUser } from '@worship/shell-contract';

export const CURRENT_USER_URL = '/api/auth/user';
export const REMOTES_URL = '/remotes.json';

/** What the build prerendered into #root (shell/prerender/), read from `data-prerendered`. */
export type PrerenderedPage = 'landing' | 'songs-public';

export function prerenderedPage(root: Element | null): PrerenderedPage | null {
  const kind = root?.getAttribute('data-prerendered');
  return kind === 'landing' || kind === 'songs-public' ? kind : null;
}

/**
 * GET /api/auth/user. Spec §7: any failure means unauthenticated, and there is no retry.
 * Sent exactly as index.html's `<link rel="preload" as="fetch" crossorigin="use-credentials">`
 * asks for it (credentials included, no extra headers), so the browser hands over the preloaded
 * response instead of asking twice.
 */
export async function requestCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await fetch(CURRENT_USER_URL, { credentials: 'include' });
    if (!response.ok) return null;
    const text = await response.text();
    return text ? ((JSON.parse(text) as CurrentUser | null) ?? null) : null;
  } catch {
    return null;
  }
}

/** GET /remotes.json, matching its preload link like requestCurrentUser. */
export async function requestRemotesConfig(): Promise<Record<string, string>> {
  const response = await fetch(REMOTES_URL, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return (await response.json()) as Record<string, string>;
}

let earlyUser: Promise<CurrentUser | null> | null = null;
let earlyRemotes: Promise<Record<string, string>> | null = null;

/**
 * Starts the requests every page needs before the app's chunks arrive: the current user always,
 * /remotes.json unless the page is the prerendered landing page (which mounts no remote).
 */
export function startEarlyRequests(page: PrerenderedPage | null): void {
  earlyUser ??= requestCurrentUser();
  if (page !== 'landing') {
    earlyRemotes ??= requestRemotesConfig();
    // Nobody may be waiting yet: a failure is reported where the config is read.
    earlyRemotes.catch(() => undefined);
  }
}

/** The current-user request started with the page, or null when none was (tests, old entry). */
export function earlyCurrentUser(): Promise<CurrentUser | null> | null {
  return earlyUser;
}

/** The /remotes.json request started with the page, or null. */
export function earlyRemotesConfig(): Promise<Record<string, string>> | null {
  return earlyRemotes;
}

/** Forgets the early requests (tests). */
export function resetEarlyRequests(): void {
  earlyUser = null;
  earlyRemotes = null;
}
