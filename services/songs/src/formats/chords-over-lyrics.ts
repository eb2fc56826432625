// Chord sheets written as plain text put each chord on a line of its own, above the syllable it
// belongs to. These become inline chords (`[G]Amazing [C]grace`), the one form the app stores.

const CHORD =
  /^[A-G][#b♯♭]?(m|maj|min|dim|aug|sus|add|M)?\d{0,2}(\(?(add|sus|maj|[#b♯♭+-])?\d{1,2}\)?)*(\/[A-G][#b♯♭]?)?$/u;

/** A line of chords only (`G    C/E   D`), at least one. */
export function isChordLine(line: string): boolean {
  const tokens = line.trim().split(/\s+/u);
  return line.trim() !== '' && tokens.every((token) => CHORD.test(token));
}

/**
 * Each chord line merged into the lyric line below it, chords at their columns (a lyric line
 * shorter than its chords is padded); a chord line with no lyric line under it stays as inline
 * chords alone (an instrumental line).
 */
export function mergeChordLines(lines: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (!isChordLine(line)) {
      out.push(line);
      continue;
    }
    const next = lines[index + 1];
    const hasLyrics = next !== undefined && next.trim() !== '' && !isChordLine(next);
    out.push(withChords(hasLyrics ? next : '', line));
    if (hasLyrics) index += 1;
  }
  return out;
}

function withChords(lyrics: string, chordLine: string): string {
  if (!lyrics)
    return chordLine
      .trim()
      .split(/\s+/u)
      .map((chord) => `[${chord}]`)
      .join(' ');
  const text = Array.from(lyrics);
  const chords = [...chordLine.matchAll(/\S+/gu)].map((match) => ({
    at: Array.from(chordLine.slice(0, match.index)).length,
    chord: match[0],
  }));
  const last = chords.at(-1)?.at ?? 0;
  while (text.length < last) text.push(' ');
  // From the right, so earlier columns stay where they were.
  for (const { at, chord } of [...chords].reverse()) text.splice(at, 0, `[${chord}]`);
  return text.join('').replace(/\s+$/u, '');
}
