// Shared with the gateway's all-in-one static serving (gateway/src/static/static-files.ts), which
// requires this ES module from its CommonJS build: one decoding, one set of checks on its result.

/**
 * The request path as sirv may end up reading it: percent-decoded until nothing changes
 * (`%2e` and `%252e` alike), or null for a malformed encoding. Checks (source maps, proxied
 * paths) run on this, never on the raw path.
 * @param {string} pathname
 * @returns {string | null}
 */
export function decodedPath(pathname) {
  let current = pathname;
  for (let round = 0; round < 4; round += 1) {
    let next;
    try {
      next = decodeURIComponent(current);
    } catch {
      // Malformed as sent: refused. Malformed only after a round: a literal `%` (`%25` sent).
      return round === 0 ? null : current;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after four rounds: nobody encodes a file name like that.
  return null;
}
