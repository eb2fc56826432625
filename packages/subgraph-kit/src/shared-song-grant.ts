import { signToken, verifyToken } from './signed-token';

/**
 * A song's read grant through a public schedule (DESIGN §3: a shared schedule is readable by
 * anyone while it is public — its songs too, through that link only). Schedules mints one per
 * song of a public schedule as the inaccessible key `ScheduleSong.songGrant`; the gateway hands
 * it to songs inside one query plan, and songs answers `ScheduleSong.sharedSong` with that one
 * song, whoever the viewer. It never reaches a client (the field is @inaccessible), and it
 * expires quickly in case it ever did.
 */
const PURPOSE = 'shared-song';
const LIFETIME_SECONDS = 60;

export function signSharedSongGrant(songId: string, secret: string, now = Date.now()): string {
  return signToken(
    { song: songId },
    { secret, purpose: PURPOSE, lifetimeSeconds: LIFETIME_SECONDS, now },
  );
}

/** The song id the grant opens, or null when it is missing, forged, expired or another token. */
export function verifySharedSongGrant(
  grant: string | null | undefined,
  secret: string,
  now = Date.now(),
): string | null {
  const claims = verifyToken(grant, { secret, purpose: PURPOSE, now });
  return typeof claims?.song === 'string' ? claims.song : null;
}
