import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived HMAC-SHA256 tokens: `base64url(JSON claims).base64url(mac)`. Every token names its
 * purpose (the viewer header, the OIDC transaction cookie, …): the purpose is part of the claims
 * and of the MAC key, so a token minted for one purpose never verifies as another, even under the
 * same secret. Signatures are compared in constant time; an expired token is refused.
 */
export interface SignedTokenOptions {
  secret: string;
  /** What the token is for, e.g. 'viewer' or 'oidc-transaction'. */
  purpose: string;
  /** Milliseconds since the epoch; tests move it. Defaults to Date.now(). */
  now?: number;
}

/** The claims a token carries besides its payload. */
interface Envelope {
  /** The purpose the token was minted for. */
  pur: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const RESERVED = ['pur', 'exp'] as const;

/**
 * The MAC key of a purpose under a secret, derived once: every request signs or verifies a
 * viewer token (the gateway once per subgraph call, each service once per request).
 */
const derivedKeys = new Map<string, Map<string, Buffer>>();
function macKey(secret: string, purpose: string): Buffer {
  let ofSecret = derivedKeys.get(secret);
  if (!ofSecret) {
    // A process uses one secret (a rotation or a test brings another): a few entries at most.
    if (derivedKeys.size >= 16) derivedKeys.clear();
    ofSecret = new Map();
    derivedKeys.set(secret, ofSecret);
  }
  let key = ofSecret.get(purpose);
  if (!key) {
    key = createHmac('sha256', secret).update(`signed-token/${purpose}`).digest();
    ofSecret.set(purpose, key);
  }
  return key;
}
const mac = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', macKey(secret, purpose)).update(payload).digest('base64url');

/** Signs a payload (a JSON object without `pur`/`exp`) for one purpose, valid `lifetimeSeconds`. */
export function signToken(
  payload: Record<string, unknown>,
  options: SignedTokenOptions & { lifetimeSeconds: number },
): string {
  if (RESERVED.some((key) => key in payload)) {
    throw new Error(`signed-token payloads cannot use the reserved keys ${RESERVED.join(', ')}`);
  }
  const now = options.now ?? Date.now();
  const claims: Envelope = {
    ...payload,
    pur: options.purpose,
    exp: Math.floor(now / 1000) + options.lifetimeSeconds,
  };
  const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${encoded}.${mac(options.secret, options.purpose, encoded)}`;
}

/**
 * The payload of a token signed for this purpose with this secret and not expired, or null
 * (missing, malformed, forged, minted for another purpose, or expired). The caller still checks
 * the payload's shape: the signature proves who wrote it, not what it contains.
 */
export function verifyToken(
  token: string | undefined | null,
  options: SignedTokenOptions,
): Record<string, unknown> | null {
  if (!token) return null;
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(options.secret, options.purpose, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(encoded, 'base64url').toString());
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const { pur, exp, ...payload } = claims as Partial<Envelope> & Record<string, unknown>;
  if (pur !== options.purpose) return null;
  if (typeof exp !== 'number' || exp * 1000 < (options.now ?? Date.now())) return null;
  return payload;
}
