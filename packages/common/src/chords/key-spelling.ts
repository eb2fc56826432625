// How each key spells the 12 pitch classes, so transposed chords read as a chart in that key
// would: the key's own scale notes as its signature names them (F# major: F# G# A# B C# D# E#;
// Gb major: Gb Ab Bb Cb Db Eb F), a minor key's raised 7th as its leading tone (Am: G#), every
// other pitch class a natural when one exists, otherwise a sharp in sharp keys and a flat in
// flat keys; C major and A minor take C# Eb F# Ab Bb (their most common chromatic chords).
// One spelling per pitch class and key is what makes transposing n up and n down exact.
import { chroma, get as getNote, transpose } from '@tonaljs/note';
import { normalizeKey, PICKER_KEYS } from './keys';

const MAJOR_SCALE = ['1P', '2M', '3M', '4P', '5P', '6M', '7M'];
const NATURALS = ['C', '', 'D', '', 'E', 'F', '', 'G', '', 'A', '', 'B'];
const SHARPS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const FLATS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];
const C_MAJOR_CHROMATIC = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

/** A key as KEYS spells it, split: `F#m` → `{ tonic: 'F#', minor: true }`. */
export interface ParsedKey {
  key: string;
  tonic: string;
  minor: boolean;
}

/** The key `value` names (any spelling normalizeKey reads), or throws: keys come validated. */
export function parseKey(value: string): ParsedKey {
  const key = normalizeKey(value);
  if (!key) throw new RangeError(`Not a key: ${JSON.stringify(value)}`);
  const minor = key.endsWith('m');
  return { key, tonic: minor ? key.slice(0, -1) : key, minor };
}

/** Pitch class 0–11 of a note name (`C` 0, `F#` 6, `Cb` 11), or null for a non-note. */
export function pitchClass(note: string): number | null {
  const pc = chroma(note);
  return typeof pc === 'number' && Number.isInteger(pc) ? pc : null;
}

/** The major scale on `tonic` as its signature spells it: `F#` → F# G# A# B C# D# E#. */
export function majorScale(tonic: string): string[] {
  return MAJOR_SCALE.map((interval) => transpose(tonic, interval));
}

const spellings = new Map<string, readonly string[]>();

/** The 12 pitch classes as `key` spells them, index = pitch class (see the file comment). */
export function keySpelling(value: string): readonly string[] {
  const { key, tonic, minor } = parseKey(value);
  const cached = spellings.get(key);
  if (cached) return cached;
  const major = minor ? transpose(tonic, '3m') : tonic;
  const scale = majorScale(major);
  const flats = scale.some((note) => note.includes('b'));
  const sharps = scale.some((note) => note.includes('#'));
  const fallback = flats ? FLATS : sharps ? SHARPS : C_MAJOR_CHROMATIC;
  const table = fallback.map((name, pc) => NATURALS[pc] || name);
  for (const note of scale) table[pitchClass(note) ?? 0] = note;
  if (minor) {
    const leadingTone = transpose(tonic, '7M');
    const pc = pitchClass(leadingTone) ?? 0;
    if (Math.abs(getNote(leadingTone).alt) <= 1) table[pc] = leadingTone;
  }
  spellings.set(key, table);
  return table;
}

/** Semitones up from one key's tonic to another's, 0–11 (`G` → `A`: 2; `A` → `G`: 10). */
export function semitonesBetween(fromKey: string, toKey: string): number {
  const from = pitchClass(parseKey(fromKey).tonic) ?? 0;
  const to = pitchClass(parseKey(toKey).tonic) ?? 0;
  return (((to - from) % 12) + 12) % 12;
}

/**
 * The key `semitones` above (below when negative) `key`, major or minor as `key` is, spelled
 * as PICKER_KEYS spells it (F#, Db, Ebm…); 0 (or any multiple of 12) returns `key` itself.
 */
export function transposeKey(key: string, semitones: number): string {
  const parsed = parseKey(key);
  const shift = ((Math.trunc(semitones) % 12) + 12) % 12;
  if (shift === 0) return parsed.key;
  const target = ((pitchClass(parsed.tonic) ?? 0) + shift) % 12;
  const found = PICKER_KEYS.find((candidate) => {
    const other = parseKey(candidate);
    return other.minor === parsed.minor && pitchClass(other.tonic) === target;
  });
  return found ?? parsed.key;
}
