/** The public share link of a song: /songs/public?song={id} on this site (spec §2). */
export function songShareUrl(id: string, origin = window.location.origin): string {
  return `${origin}/songs/public?song=${encodeURIComponent(id)}`;
}

/** The toast when an opened song (a card, a share link) cannot be loaded. */
export const SONG_DETAILS_FAILED = 'Failed to load song details.';
