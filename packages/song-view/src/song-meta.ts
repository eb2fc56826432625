/** '120 BPM'. */
export const formatTempo = (tempo: number) => `${tempo} BPM`;

/** '1 verse', '3 verses'. */
export const verseCount = (count: number) => `${count} ${count === 1 ? 'verse' : 'verses'}`;

/** Spec §9 "Full-view grid": at most 4 columns, fewer when a verse has fewer cards. */
export const FULL_VIEW_MAX_COLUMNS = 4;
export const fullViewColumns = (cards: number) =>
  Math.max(1, Math.min(FULL_VIEW_MAX_COLUMNS, cards));

/** Spec §3: the gray used when a song's category (or its colour) cannot be found. */
export const FALLBACK_CATEGORY_COLOR = '#6b7280';

/** The category's colour when it is a valid 6-digit hex colour, else the fallback gray. */
export function categoryColor(color: string | null | undefined): string {
  return color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : FALLBACK_CATEGORY_COLOR;
}
