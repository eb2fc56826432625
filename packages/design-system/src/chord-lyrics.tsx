// Lyrics with ChordPro-style inline chords (`[G]Amazing [C]grace`) as a chord chart: each
// chord sits above the syllable it precedes. Every piece of a word is an inline-block box —
// chord row over lyric row — so chords stay on their syllable in any script and at any font
// size (all lengths in em), words wrap whole, and nothing is padded with spaces. Pieces break
// only at grapheme-cluster starts (parseChordLine), so a conjunct is never split.
//
// Screen readers get each line once, in order: the chart is aria-hidden and a visually hidden
// copy carries the line's words, then its chords ("Chords: G, C.").
//
// Imported from `@worship/design-system/src/chord-lyrics`, not the index: the design system is
// a Module Federation singleton bundled whole, and only the song views need this.
import { parseChordLine, stripChords, type ChordSegment } from '@worship/common';
import styled from 'styled-components';
import { colors } from './tokens';
import { VisuallyHidden } from './visually-hidden';

export interface ChordLyricsProps {
  /** Lyrics (one stanza or more), lines separated by `\n`, chords inline in brackets. */
  text: string;
  /** The lyrics' HTML language (`ml`, `ta`, `hi`, `en`, `ml-Latn`…). */
  lang?: string;
  /** false: the plain lyrics exactly as `stripChords` gives them, no chord rows. Default true. */
  showChords?: boolean;
  /** Applied to every chord before it is shown (transpose, capo shapes, Nashville numbers). */
  transform?: (chord: string) => string;
  className?: string;
}

interface Piece {
  chord: string | null;
  text: string;
}

/** A word (pieces with no white space between them, wrapped as one) or the space between words. */
type Token = { word: Piece[] } | { space: string };

/** The segments of a line as words and spaces; a chord written over a space gets its own box. */
export function chordWords(segments: readonly ChordSegment[]): Token[] {
  const tokens: Token[] = [];
  let word: Piece[] | null = null;
  const add = (piece: Piece) => {
    if (!word) {
      word = [];
      tokens.push({ word });
    }
    word.push(piece);
  };
  for (const segment of segments) {
    let chord = segment.chord;
    segment.text.split(/(\s+)/u).forEach((part, i) => {
      if (i % 2 === 1) {
        if (chord !== null) add({ chord, text: '' });
        chord = null;
        word = null;
        tokens.push({ space: part });
      } else if (part !== '' || chord !== null) {
        add({ chord, text: part });
        chord = null;
      }
    });
  }
  return tokens;
}

const Root = styled.div`
  line-height: 1.5;
`;

const Plain = styled.div`
  white-space: pre-line;
`;

const Line = styled.div`
  /* A blank line keeps its height, as in the plain lyrics. */
  &:empty::before {
    content: '\\200b';
  }
`;

const Word = styled.span`
  display: inline-block;
  white-space: nowrap;
`;

const Segment = styled.span`
  display: inline-block;
  vertical-align: baseline;
`;

const Chord = styled.span`
  display: block;
  padding-inline-end: 0.3em;
  font-weight: 700;
  font-size: 0.9em;
  line-height: 1.4;
  color: ${colors.primary};
  white-space: nowrap;
  /* An empty row still takes a chord's height, so every lyric row lines up. */
  &:empty::before {
    content: '\\200b';
  }
`;

const Lyric = styled.span`
  display: block;
  white-space: pre;
  &:empty::before {
    content: '\\200b';
  }
`;

function ChartLine({ line, transform }: { line: string; transform?: (chord: string) => string }) {
  const segments = parseChordLine(line).map((segment) => ({
    ...segment,
    chord: segment.chord !== null && transform ? transform(segment.chord) : segment.chord,
  }));
  const chords = segments.flatMap((segment) => (segment.chord !== null ? [segment.chord] : []));
  if (chords.length === 0) return <Line data-part="line">{stripChords(line)}</Line>;
  const words = stripChords(line).trim();
  return (
    <Line data-part="line">
      <span aria-hidden="true" data-part="chart">
        {chordWords(segments).map((token, i) =>
          'space' in token ? (
            token.space
          ) : (
            <Word key={i} data-part="word">
              {token.word.map((piece, j) => (
                <Segment key={j} data-part="segment">
                  <Chord data-part="chord" translate="no">
                    {piece.chord}
                  </Chord>
                  <Lyric data-part="lyric">{piece.text}</Lyric>
                </Segment>
              ))}
            </Word>
          ),
        )}
      </span>
      {words && <VisuallyHidden>{words}</VisuallyHidden>}
      <VisuallyHidden lang="en">{` Chords: ${chords.join(', ')}.`}</VisuallyHidden>
    </Line>
  );
}

/** Lyrics with their chords above the syllables, or plain lyrics with `showChords={false}`. */
export function ChordLyrics({
  text,
  lang,
  showChords = true,
  transform,
  className,
}: ChordLyricsProps) {
  if (!showChords)
    return (
      <Plain lang={lang} className={className} data-part="lyrics">
        {stripChords(text)}
      </Plain>
    );
  return (
    <Root lang={lang} className={className} data-part="chord-lyrics">
      {text.split(/\r?\n/u).map((line, i) => (
        <ChartLine key={i} line={line} transform={transform} />
      ))}
    </Root>
  );
}
