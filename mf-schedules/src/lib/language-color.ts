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
