// Transposition, capo shapes and Nashville numbers over the inline chords of a lyric text.
// Only chord symbols change; the words, and anything in brackets that is no chord symbol
// (`[N.C.]`, `[x2]`), stay exactly as written.
import { formatChordSymbol, isMinorChord, parseChordSymbol } from './chord-symbol';
import { chordsOf, mapInlineChords } from './inline-chords';
import {
  keySpelling,
  majorScale,
  parseKey,
  pitchClass,
  semitonesBetween,
  transposeKey,
} from './key-spelling';
import { normalizeKey } from './keys';

const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const FLAT_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];

function shiftNote(note: string, semitones: number, names: readonly string[]): string {
  const pc = pitchClass(note);
  if (pc === null) return note;
  return names[(((pc + semitones) % 12) + 12) % 12] ?? note;
}

/** A chord symbol moved by `semitones`, its root and bass named from `names` (by pitch class). */
function shiftChord(symbol: string, semitones: number, names: (root: string) => readonly string[]) {
  const chord = parseChordSymbol(symbol);
  if (!chord) return symbol;
  const spelling = names(chord.root);
  return formatChordSymbol({
    root: shiftNote(chord.root, semitones, spelling),
    suffix: chord.suffix,
    bass: chord.bass ? shiftNote(chord.bass, semitones, spelling) : null,
  });
}

/**
 * One chord symbol `semitones` up (down when negative), its root and bass spelled as
 * `targetKey` spells them (keySpelling), or with no key in sharps — in flats when the chord's
 * own root is flat. Suffixes stay as written; a non-chord (`N.C.`) comes back unchanged.
 */
export function transposeChord(
  symbol: string,
  semitones: number,
  targetKey: string | null,
): string {
  const spelling = targetKey ? keySpelling(targetKey) : null;
  return shiftChord(
    symbol,
    semitones,
    (root) => spelling ?? (root.endsWith('b') ? FLAT_NAMES : SHARP_NAMES),
  );
}

/** The key a chart's first chord suggests (`[Em]…` → `Em`), or null when it has no chord. */
export function keyOfChords(text: string): string | null {
  for (const symbol of chordsOf(text)) {
    const chord = parseChordSymbol(symbol);
    if (chord) return normalizeKey(chord.root + (isMinorChord(chord) ? 'm' : ''));
  }
  return null;
}

/**
 * Every inline chord of `text` moved from `fromKey` to `toKey` and spelled as `toKey` spells
 * (sharps for sharp keys, flats for flat keys, slash basses too). With no `fromKey` the first
 * chord names it; a text without chords comes back as it is. A text spelled as its key spells
 * it returns exactly after going to any key and back.
 */
export function transposeText(text: string, fromKey: string | null, toKey: string): string {
  const from = fromKey ? parseKey(fromKey).key : keyOfChords(text);
  if (!from) return text;
  const semitones = semitonesBetween(from, toKey);
  return mapInlineChords(text, (symbol) => transposeChord(symbol, semitones, toKey));
}

/**
 * Every inline chord of `text` `semitones` up (down when negative) with no key known: sharps,
 * or flats with `preferFlats`. Prefer transposeText when the song has a key.
 */
export function transposeTextBy(text: string, semitones: number, preferFlats = false): string {
  const names = preferFlats ? FLAT_NAMES : SHARP_NAMES;
  return mapInlineChords(text, (symbol) => shiftChord(symbol, semitones, () => names));
}

/** The key whose shapes a player fretting with a capo on `capo` plays to sound in `soundingKey`. */
export function capoShapes(soundingKey: string, capo: number): string {
  return transposeKey(soundingKey, -capo);
}

/** The chords of a text in `soundingKey` as the shapes to play with a capo on fret `capo`. */
export function toCapoShapes(text: string, soundingKey: string, capo: number): string {
  return transposeText(text, soundingKey, capoShapes(soundingKey, capo));
}

const LETTERS = 'CDEFGAB';

/** A note as a scale degree of `tonic`'s major scale: in G, `C` → `4`, `F` → `b7`, `A#` → `#2`. */
function degreeOf(note: string, tonic: string, scale: readonly string[]): string {
  const degree = (LETTERS.indexOf(note[0] ?? '') - LETTERS.indexOf(tonic[0] ?? '') + 7) % 7;
  const diatonic = scale[degree] ?? note;
  const diff = (((((pitchClass(note) ?? 0) - (pitchClass(diatonic) ?? 0)) % 12) + 18) % 12) - 6;
  const accidental = diff < 0 ? 'b'.repeat(-diff) : '#'.repeat(diff);
  return `${accidental}${degree + 1}`;
}

/**
 * The inline chords of `text` as Nashville numbers in `key`: in G, `[G]` `[C]` `[D/F#]` `[Em]`
 * `[F]` `[Am7]` → `1` `4` `5/7` `6m` `b7` `2m7`. Degrees count from the key's tonic against its
 * major scale, so in a minor key the tonic is `1m` and its relative major `b3`; the chord's own
 * spelling decides between `#4` and `b5`. Non-chords stay as they are.
 */
export function toNashville(text: string, key: string): string {
  const { tonic } = parseKey(key);
  const scale = majorScale(tonic);
  return mapInlineChords(text, (symbol) => {
    const chord = parseChordSymbol(symbol);
    if (!chord) return symbol;
    const bass = chord.bass ? `/${degreeOf(chord.bass, tonic, scale)}` : '';
    return `${degreeOf(chord.root, tonic, scale)}${chord.suffix}${bass}`;
  });
}
