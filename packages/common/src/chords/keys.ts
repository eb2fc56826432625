// A song's key, and a schedule entry's: one of the keys a key signature can name, spelled the way
// that signature spells it (F# major, but Bb major; C#m, but Ebm), so transposed chords can take
// sharps or flats from it.

export const MAJOR_KEYS = [
  'C',
  'Db',
  'D',
  'Eb',
  'E',
  'F',
  'F#',
  'Gb',
  'G',
  'Ab',
  'A',
  'Bb',
  'B',
  'C#',
  'Cb',
] as const;
export const MINOR_KEYS = [
  'Cm',
  'C#m',
  'Dm',
  'D#m',
  'Ebm',
  'Em',
  'Fm',
  'F#m',
  'Gm',
  'G#m',
  'Abm',
  'Am',
  'A#m',
  'Bbm',
  'Bm',
] as const;

/** Every key the song form and a schedule entry offer, majors first. */
export const KEYS: readonly string[] = [...MAJOR_KEYS, ...MINOR_KEYS];

/** The keys a key picker lists: one spelling for each of the 12 major and 12 minor keys. */
export const PICKER_KEYS: readonly string[] = [
  'C',
  'Db',
  'D',
  'Eb',
  'E',
  'F',
  'F#',
  'G',
  'Ab',
  'A',
  'Bb',
  'B',
  'Cm',
  'C#m',
  'Dm',
  'Ebm',
  'Em',
  'Fm',
  'F#m',
  'Gm',
  'G#m',
  'Am',
  'Bbm',
  'Bm',
];

// Spellings no key signature uses, written as the one that does.
const ENHARMONIC: Record<string, string> = {
  'A#': 'Bb',
  'D#': 'Eb',
  'G#': 'Ab',
  'E#': 'F',
  'B#': 'C',
  Fb: 'E',
  Dbm: 'C#m',
  Gbm: 'F#m',
  Cbm: 'Bm',
  'E#m': 'Fm',
  'B#m': 'Cm',
  Fbm: 'Em',
};

const KEY_SET = new Set(KEYS);

/** True for a key exactly as KEYS spells it (`F#m`, `Bb`); see normalizeKey for typed input. */
export function isKey(value: string): boolean {
  return KEY_SET.has(value);
}

/**
 * What a person or another program may write for a key (`g`, `F♯ minor`, `Bbmaj`, `a#`, `Am`)
 * as KEYS spells it, or null when it names no key.
 */
export function normalizeKey(value: string): string | null {
  const match = /^\s*([a-g])\s*([#♯b♭]?)\s*(m|min|minor|-|maj|major|)\s*$/iu.exec(value);
  if (!match) return null;
  const [, letter = '', accidental = '', quality = ''] = match;
  const sign = accidental === '♯' || accidental === '#' ? '#' : accidental ? 'b' : '';
  const minor = /^(m|min|minor|-)$/iu.test(quality) && quality !== 'M';
  const spelled = `${letter.toUpperCase()}${sign}${minor ? 'm' : ''}`;
  const key = ENHARMONIC[spelled] ?? spelled;
  return KEY_SET.has(key) ? key : null;
}
