import { all as allChordTypes, get as chordType } from '@tonaljs/chord-type';

// OpenLyrics 0.9 writes a chord as root, structure and bass (`<chord root="F#" structure="min7"
// bass="A"/>`); the app keeps chord symbols (`F#m7/A`). These are the two directions.

/** The schema's musical notes: English names, one sharp or flat at most. */
const NOTES = new Set('C C# Db D D# Eb E F F# Gb G G# Ab A A# Bb B'.split(' '));

// Notes the schema has no name for, as the note that sounds the same.
const ENHARMONIC: Record<string, string> = { Cb: 'B', Fb: 'E', 'E#': 'F', 'B#': 'C' };

/**
 * The schema's structures (short names and interval spellings) and the suffix a chord symbol
 * writes for each. Where a suffix has two structures the first (the short name) is what we write.
 */
const SUFFIX_OF_STRUCTURE: Record<string, string> = {
  '': '',
  '3-5': '',
  power: '5',
  '5': '5',
  min: 'm',
  'm3-5': 'm',
  aug: 'aug',
  '3-a5': 'aug',
  dim: 'dim',
  'm3-d5': 'dim',
  dom7: '7',
  '3-5-m7': '7',
  maj7: 'maj7',
  '3-5-7': 'maj7',
  min7: 'm7',
  'm3-5-m7': 'm7',
  dim7: 'dim7',
  'm3-d5-d7': 'dim7',
  halfdim7: 'm7b5',
  'm3-d5-m7': 'm7b5',
  minmaj7: 'm(maj7)',
  'm3-5-7': 'm(maj7)',
  augmaj7: 'maj7#5',
  '3-a5-7': 'maj7#5',
  aug7: '7#5',
  '3-a5-m7': '7#5',
  '3-d5-m7': '7b5',
  maj6: '6',
  '3-5-6': '6',
  min6: 'm6',
  'm3-5-6': 'm6',
  dom9: '9',
  '3-5-m7-9': '9',
  dom9b: '7b9',
  '3-5-m7-m9': '7b9',
  maj9: 'maj9',
  '3-5-7-9': 'maj9',
  min9: 'm9',
  'm3-5-m7-9': 'm9',
  sus4: 'sus4',
  '4-5': 'sus4',
  sus2: 'sus2',
  '2-5': 'sus2',
  add9: 'add9',
  '3-5-9': 'add9',
  'm3-5-9': 'madd9',
  '4-5-m7': '7sus4',
  '2-5-m7': '7sus2',
  '3-5-6-9': '6/9',
  '3-5-m7-9-11': '11',
  '3-5-m7-9-11-13': '13',
  'm3-5-m7-9-11': 'm11',
  '3-5-7-9-11-13': 'maj13',
};

const STRUCTURE_OF_SUFFIX = new Map<string, string>();
for (const [structure, suffix] of Object.entries(SUFFIX_OF_STRUCTURE))
  if (!STRUCTURE_OF_SUFFIX.has(suffix)) STRUCTURE_OF_SUFFIX.set(suffix, structure);

// Root, suffix, bass: `F#m7/A`, `C6/9` (a slash before a digit is part of the suffix).
const CHORD_SYMBOL = /^([A-G][#b]?)(.*?)(?:\/([A-G][#b]?))?$/u;

export interface OpenLyricsChord {
  root: string;
  structure?: string;
  bass?: string;
  /** False when the element only approximates the symbol (kept beside it as a comment). */
  exact: boolean;
}

/**
 * The `<chord>` attributes for a chord symbol, or null when it has no root the schema can name
 * (`N.C.`, `x`). A suffix outside the table gets its intervals from tonal (`7#9` → 3-5-m7-a9);
 * one tonal does not know either gives the nearest structure: the longest start of the suffix
 * the table has (`7(b13)` → dom7), else the bare root. `exact` says whether reading the element
 * back gives the symbol as written.
 */
export function openLyricsChordOf(symbol: string): OpenLyricsChord | null {
  const match = CHORD_SYMBOL.exec(symbol.trim());
  if (!match) return null;
  const [, writtenRoot = '', suffix = '', writtenBass] = match;
  const root = schemaNote(writtenRoot);
  const bass = writtenBass === undefined ? undefined : schemaNote(writtenBass);
  const structure = STRUCTURE_OF_SUFFIX.get(suffix) ?? intervalStructure(suffix) ?? nearest(suffix);
  const attributes = {
    root,
    ...(structure ? { structure } : {}),
    ...(bass ? { bass } : {}),
  };
  return { ...attributes, exact: chordSymbolOf(attributes) === symbol };
}

function nearest(suffix: string): string {
  let length = suffix.length;
  while (length > 0 && !STRUCTURE_OF_SUFFIX.has(suffix.slice(0, length))) length -= 1;
  return STRUCTURE_OF_SUFFIX.get(suffix.slice(0, length)) ?? '';
}

// The schema's interval notation lists intervals in this order (its `pattern`), each at most once.
const INTERVAL_ORDER = [
  ...'d1 a1 d2 m2 2 a2 d3 m3 3 a3 d4 4 a4 d5 5 a5 d6 m6 6 a6 d7 m7 7 a7 d8 8 a8'.split(' '),
  ...'d9 m9 9 a9 d10 m10 10 a10 d11 11 a11 d12 12 a12 d13 m13 13 a13 d14 m14 14 a14'.split(' '),
  ...'d15 15 a15'.split(' '),
];
const QUALITY: Record<string, string> = { M: '', P: '', m: 'm', d: 'd', A: 'a' };

/** Tonal's intervals for a chord suffix in the schema's notation (`3-5-m7-a9`), if it has one. */
function intervalStructure(suffix: string): string | null {
  const type = chordType(suffix);
  const intervals = type.empty ? null : schemaIntervals(type.intervals);
  // The schema's short name where it has one (`sus` → 4-5 → sus4).
  const known = intervals === null ? undefined : SUFFIX_OF_STRUCTURE[intervals];
  return known === undefined ? intervals : (STRUCTURE_OF_SUFFIX.get(known) ?? intervals);
}

function schemaIntervals(intervals: string[]): string | null {
  const tokens = intervals
    .filter((interval) => interval !== '1P')
    .map((interval) => {
      const [, number = '', quality = ''] = /^(\d+)([MPmdA])$/u.exec(interval) ?? [];
      return QUALITY[quality] === undefined ? '' : `${QUALITY[quality]}${number}`;
    });
  const positions = tokens.map((token) => INTERVAL_ORDER.indexOf(token));
  const ascending = positions.every((at, index) => at >= 0 && at > (positions[index - 1] ?? -1));
  return tokens.length > 0 && ascending ? tokens.join('-') : null;
}

let suffixOfIntervals: Map<string, string> | null = null;

/** The suffix tonal names a chord of these schema intervals with (`3-5-m7-a9` → `7#9`). */
function tonalSuffix(structure: string): string | undefined {
  if (!suffixOfIntervals) {
    suffixOfIntervals = new Map();
    for (const type of allChordTypes()) {
      const intervals = schemaIntervals(type.intervals);
      const alias = type.aliases[0];
      if (intervals && alias !== undefined && !suffixOfIntervals.has(intervals))
        suffixOfIntervals.set(intervals, alias);
    }
  }
  return suffixOfIntervals.get(structure);
}

function schemaNote(note: string): string {
  return NOTES.has(note) ? note : (ENHARMONIC[note] ?? note.charAt(0));
}

/** The chord symbol for a `<chord>`'s attributes; null for a structure we have no suffix for. */
export function chordSymbolOf(attributes: Record<string, string | undefined>): string | null {
  const { root, structure = '', bass } = attributes;
  const suffix = SUFFIX_OF_STRUCTURE[structure] ?? tonalSuffix(structure);
  if (!root || suffix === undefined) return null;
  return `${root}${suffix}${bass ? `/${bass}` : ''}`;
}

// A lines `<comment>` that keeps a chord symbol exactly: `chord: X` before the `<chord>` that
// approximates it, `chord text: X` for a chord with no root the schema can name (`N.C.`).
const CHORD_COMMENT = /^chord( text)?: (.+)$/u;

export function chordComment(symbol: string, approximated: boolean): string {
  return `${approximated ? 'chord' : 'chord text'}: ${symbol}`;
}

/** The chord a lines comment keeps, and whether the `<chord>` after it is its approximation. */
export function chordOfComment(text: string): { symbol: string; approximated: boolean } | null {
  const match = CHORD_COMMENT.exec(text);
  return match ? { symbol: match[2] ?? '', approximated: match[1] === undefined } : null;
}
