const PROBE_ORIGIN = 'http://redirect.invalid';
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** Percent-decodes repeatedly (a few rounds): what some hop might make of the value. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Whether a browser could read `path` as anything but a path on this origin. */
function leavesOrigin(path: string): boolean {
  return (
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.startsWith('/\\') ||
    CONTROL_OR_BACKSLASH.test(path)
  );
}

/**
 * A post-sign-in destination: a same-origin relative path only. Anything else (absolute or
 * protocol-relative URLs, backslash tricks, control characters, the auth endpoints themselves)
 * falls back to `/`.
 *
 * The value is normalised by the URL parser (`/.//x` becomes `//x`, `/a/..//x` too), so the
 * checks run on what is returned, raw and percent-decoded, not only on what was given: the
 * normalised form is what the browser will follow.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (leavesOrigin(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  const decodedPath = fullyDecoded(url.pathname);
  const decoded = fullyDecoded(result);
  if (decodedPath === null || decoded === null) return fallback;
  if (leavesOrigin(result) || leavesOrigin(decodedPath) || CONTROL_OR_BACKSLASH.test(decoded)) {
    return fallback;
  }
  // The auth endpoints themselves (a sign-in that loops, a sign-out link) are never a destination.
  if (decodedPath.toLowerCase().startsWith('/api/') || decodedPath.toLowerCase() === '/api') {
    return fallback;
  }
  return result;
}
