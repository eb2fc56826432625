// Chords live inline in lyrics and transliterations, ChordPro style: `[G]Amazing [C/E]grace`.
// A chord is a bracketed symbol with no brackets or line breaks inside and at most 16 characters.

/** One inline chord, global: use with `replace`/`matchAll` only. */
export const INLINE_CHORD = /\[([^\][\r\n]{1,16})\]/g;

/** The text as sung: every inline chord removed (search keys, excerpts, previews). */
export function stripChords(text: string): string {
  return text.replace(INLINE_CHORD, '');
}

export function hasChords(text: string): boolean {
  return new RegExp(INLINE_CHORD.source).test(text);
}

/** A run of lyric text and the chord played at its start (null: no chord there). */
export interface ChordSegment {
  chord: string | null;
  text: string;
}

/** The inline chords of a text, in order, as written (`[G]a [D/F#]b` → `['G', 'D/F#']`). */
export function chordsOf(text: string): string[] {
  return Array.from(text.matchAll(INLINE_CHORD), (match) => match[1] ?? '');
}

/** The text with every inline chord replaced by what `fn` makes of it; the words are untouched. */
export function mapInlineChords(text: string, fn: (chord: string) => string): string {
  return text.replace(INLINE_CHORD, (_match, chord: string) => `[${fn(chord)}]`);
}

// Made on first use (a Segmenter costs far more to create than to run), not at import.
let segmenter: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  return segmenter;
}

/**
 * Where each grapheme cluster (what a reader sees as one letter: a Malayalam or Devanagari
 * conjunct, a letter with its combining marks, an emoji) starts, in UTF-16 offsets, ascending.
 * Without Intl.Segmenter every code point counts as one.
 */
export function graphemeStarts(text: string): number[] {
  const segmenter = graphemeSegmenter();
  if (segmenter) return Array.from(segmenter.segment(text), (segment) => segment.index);
  const starts: number[] = [];
  let offset = 0;
  for (const codePoint of text) {
    starts.push(offset);
    offset += codePoint.length;
  }
  return starts;
}

/**
 * One line of lyrics with ChordPro-style inline chords as segments, each chord with the text
 * it stands over: `[G]Amazing [C]grace` → `[{ chord: 'G', text: 'Amazing ' }, { chord: 'C',
 * text: 'grace' }]`. Text before the first chord has chord null; a chord at the end of the line
 * (or before another chord) gets empty text. Brackets that are not chords (empty, unbalanced,
 * longer than 16 characters, spanning lines) stay in the text, so the segments' texts joined
 * are exactly `stripChords(line)`. A chord written inside a grapheme cluster moves to the
 * cluster's start, so a conjunct is never split between two segments.
 */
export function parseChordLine(line: string): ChordSegment[] {
  const lyrics = stripChords(line);
  const chords: { chord: string; at: number }[] = [];
  let removed = 0;
  for (const match of line.matchAll(INLINE_CHORD)) {
    chords.push({ chord: match[1] ?? '', at: (match.index ?? 0) - removed });
    removed += match[0].length;
  }
  if (chords.length === 0) return lyrics ? [{ chord: null, text: lyrics }] : [];
  const starts = [...graphemeStarts(lyrics), lyrics.length];
  const clusterStart = (at: number): number => {
    let start = 0;
    for (const s of starts) {
      if (s > at) break;
      start = s;
    }
    return start;
  };
  const segments: ChordSegment[] = [];
  const first = clusterStart(chords[0]?.at ?? 0);
  if (first > 0) segments.push({ chord: null, text: lyrics.slice(0, first) });
  chords.forEach(({ chord, at }, i) => {
    const from = clusterStart(at);
    const next = chords[i + 1];
    const to = next ? clusterStart(next.at) : lyrics.length;
    segments.push({ chord, text: lyrics.slice(from, Math.max(from, to)) });
  });
  return segments;
}
