/** Spec §3: the gray used when a song's category (or its colour) cannot be found. */
export const FALLBACK_CATEGORY_COLOR = '#6b7280';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The category's colour when it is a valid hex colour, else the fallback gray. */
export function categoryColor(color: string | null | undefined): string {
  return color && HEX_COLOR.test(color) ? color : FALLBACK_CATEGORY_COLOR;
}
