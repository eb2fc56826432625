import { tooLongMessage } from './too-long';

// A song's sections: a stanza may carry a label, and a song an order of its stanzas in which one
// may repeat (V1 C V2 C B C), as OpenLyrics' verseOrder and Planning Center's arrangements.

/** The labels the song form offers; any other text up to SECTION_LABEL_MAX is allowed too. */
export const SECTION_LABELS = [
  'Verse',
  'Chorus',
  'Pre-Chorus',
  'Bridge',
  'Tag',
  'Intro',
  'Ending',
] as const;

export const SECTION_LABEL_MAX = 50;
export const SECTION_ORDER_MAX = 100;
export const CAPO_MAX = 11;

export const SECTION_LABEL_TOO_LONG = tooLongMessage('Section label', SECTION_LABEL_MAX);
export const KEY_MESSAGE = 'Key must be a key such as G, F#m or Bb';
export const CAPO_MESSAGE = `Capo must be a whole number from 0 to ${CAPO_MAX}`;
export const sectionOrderMessage = (stanzaCount: number) =>
  `Section order must name stanzas 1 to ${stanzaCount}`;

const ABBREVIATIONS: Record<string, string> = {
  verse: 'V',
  chorus: 'C',
  'pre-chorus': 'PC',
  prechorus: 'PC',
  bridge: 'B',
  tag: 'T',
  intro: 'I',
  ending: 'E',
};

/** `Verse 1` → `V1`, `Chorus` → `C`, `Pre-Chorus 2` → `PC2`; other labels: their initials. */
export function sectionAbbreviation(label: string): string {
  const match = /^(.*?)\s*(\d+)?$/u.exec(label.trim());
  const name = (match?.[1] ?? '').toLowerCase();
  const number = match?.[2] ?? '';
  const known = ABBREVIATIONS[name];
  if (known) return known + number;
  const initials = label
    .trim()
    .split(/\s+/u)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return initials || '?';
}
