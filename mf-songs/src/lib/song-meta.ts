/** The public share link of a song: /songs/public?song={id} on this site (spec §2). */
export function songShareUrl(id: string, origin = window.location.origin): string {
  return `${origin}/songs/public?song=${encodeURIComponent(id)}`;
}

/** The toast when an opened song (a card, a share link) cannot be loaded. */
export const SONG_DETAILS_FAILED = 'Failed to load song details.';

/** '120 BPM'. */
export const formatTempo = (tempo: number) => `${tempo} BPM`;

/** '1 verse', '3 verses'. */
export const verseCount = (count: number) => `${count} ${count === 1 ? 'verse' : 'verses'}`;

/** Spec §9 "Full-view grid": at most 4 columns, fewer when a verse has fewer cards. */
export const FULL_VIEW_MAX_COLUMNS = 4;
export const fullViewColumns = (cards: number) =>
  Math.max(1, Math.min(FULL_VIEW_MAX_COLUMNS, cards));
