// A chord symbol as written in a chart: root, what follows it (quality, extensions,
// alterations — kept exactly as written), and an optional bass note after a slash.
// Anything else (`N.C.`, `x2`, `Chorus`) is not a chord symbol: it is shown and kept as it is.

export interface ChordSymbol {
  /** `C`, `F#`, `Bb` (♯ and ♭ are read as # and b). */
  root: string;
  /** Everything between root and bass as written: `m7`, `sus4`, `maj7#11`, `6/9`, `` for a major triad. */
  suffix: string;
  /** The bass note of a slash chord (`G/B` → `B`), or null. */
  bass: string | null;
}

const NOTE = '([A-G])([#b♯♭]?)';
// Quality words, digits, alterations and the punctuation charts use inside a suffix;
// `/` only before a digit (6/9), since `/` before a note starts the bass.
const SUFFIX = String.raw`((?:maj|min|mi|m|M|dim|aug|sus|add|alt|no|omit|[0-9]|[#b♯♭+\-°øΔ△^(),.]|\/(?=[0-9]))*)`;
const CHORD_SYMBOL = new RegExp(`^${NOTE}${SUFFIX}(?:\\/${NOTE})?$`, 'u');

const ascii = (accidental: string): string =>
  accidental === '♯' ? '#' : accidental === '♭' ? 'b' : accidental;

/** The parts of a chord symbol, or null when `symbol` is not one (`N.C.`, `x2`, `Chorus`). */
export function parseChordSymbol(symbol: string): ChordSymbol | null {
  const match = CHORD_SYMBOL.exec(symbol.trim());
  if (!match) return null;
  const [, letter = '', accidental = '', suffix = '', bassLetter, bassAccidental = ''] = match;
  return {
    root: letter + ascii(accidental),
    suffix,
    bass: bassLetter ? bassLetter + ascii(bassAccidental) : null,
  };
}

/** The symbol for parts: `{ root: 'D', suffix: 'm7', bass: 'C' }` → `Dm7/C`. */
export function formatChordSymbol(chord: ChordSymbol): string {
  return `${chord.root}${chord.suffix}${chord.bass ? `/${chord.bass}` : ''}`;
}

/** True when the chord is minor (`m`, `m7`, `min`, `-`), not `maj7` or `dim`. */
export function isMinorChord(chord: ChordSymbol): boolean {
  return /^(m(?!aj)|-)/u.test(chord.suffix);
}
