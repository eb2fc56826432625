import { tooLongMessage } from './too-long';

// A category's rules (spec §3, §5): the songs service validates names and colours with them,
// the category dialogs check the same, and every badge draws a category's colour through
// `categoryColor`.

export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_NAME_REQUIRED = 'Category name is required';
export const CATEGORY_NAME_TOO_LONG = tooLongMessage('Name', CATEGORY_NAME_MAX);
export const CATEGORY_COLOR_INVALID = 'Must be a valid hex color';

/** Spec §5 "Default category colour". */
export const DEFAULT_CATEGORY_COLOR = '#3b82f6';

/** Spec §3: the gray used when a song's category (or its colour) cannot be found. */
export const FALLBACK_CATEGORY_COLOR = '#6b7280';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A 6-digit hex colour, `#rrggbb` in either case. */
export const isHexColor = (value: string) => HEX_COLOR.test(value);

/** The category's colour when it is a valid 6-digit hex colour, else the fallback gray. */
export function categoryColor(color: string | null | undefined): string {
  return color && isHexColor(color) ? color : FALLBACK_CATEGORY_COLOR;
}
