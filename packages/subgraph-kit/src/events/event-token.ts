import { createHash } from 'node:crypto';
import { signToken, verifyToken } from '../signed-token';

/** The header carrying the signature of an event delivery. */
export const EVENT_TOKEN_HEADER = 'x-event-token';
const PURPOSE = 'event';
const LIFETIME_SECONDS = 60;

const sha256 = (body: string) => createHash('sha256').update(body).digest('base64url');

/**
 * Signs one delivery: the token names the producer and the consumer and carries a hash of the
 * exact body, so a captured token cannot carry another event or reach another consumer, and it
 * expires in a minute (a retry signs again).
 */
export function signEventDelivery(
  body: string,
  options: { secret: string; source: string; destination: string; now?: number },
): string {
  return signToken(
    { src: options.source, dst: options.destination, sha: sha256(body) },
    {
      secret: options.secret,
      purpose: PURPOSE,
      lifetimeSeconds: LIFETIME_SECONDS,
      now: options.now,
    },
  );
}

/** The producer's name when the token signs this body for this consumer, else null. */
export function verifyEventDelivery(
  token: string | undefined,
  body: string,
  options: { secret: string; destination: string; now?: number },
): { source: string } | null {
  const claims = verifyToken(token, { secret: options.secret, purpose: PURPOSE, now: options.now });
  if (!claims || typeof claims.src !== 'string') return null;
  if (claims.dst !== options.destination || claims.sha !== sha256(body)) return null;
  return { source: claims.src };
}
