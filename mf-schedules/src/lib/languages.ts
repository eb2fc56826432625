import { colors } from '@worship/design-system';

/**
 * Spec §2 schedule detail: a language badge coloured by language (dot and border; the text keeps
 * its contrast). Any other language gets the neutral border colour.
 */
const LANGUAGE_COLORS: Record<string, string> = {
  english: '#2563eb',
  malayalam: '#16a34a',
  tamil: '#ea580c',
  hindi: '#9333ea',
};

export function languageColor(language: string | null | undefined): string {
  return LANGUAGE_COLORS[language?.toLowerCase() ?? ''] ?? colors.borderStrong;
}

/** Spec §3: the gray used when a song's category (or its colour) cannot be found. */
export const FALLBACK_CATEGORY_COLOR = '#6b7280';

/** The category's colour when it is a valid 6-digit hex colour, else the fallback gray. */
export function categoryColor(color: string | null | undefined): string {
  return color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : FALLBACK_CATEGORY_COLOR;
}
