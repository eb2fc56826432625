import { render } from '@testing-library/react';
import { stripChords, transposeChord } from '@worship/common';
import { axeViolations } from '@worship/shell-contract/testing';
import { describe, expect, it } from 'vitest';
import { ChordLyrics, chordWords } from './chord-lyrics';

/** What a screen reader reads: the text outside aria-hidden subtrees, in document order. */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  const text = Array.from(node.childNodes, spokenText).join('');
  return node instanceof Element && node.getAttribute('data-part') === 'line' ? `${text}\n` : text;
}

/** Each word box as its pieces, `chord|lyric`, as laid out on screen. */
function boxes(container: HTMLElement): string[][] {
  return Array.from(container.querySelectorAll('[data-part="word"]'), (word) =>
    Array.from(word.querySelectorAll('[data-part="segment"]'), (segment) => {
      const chord = segment.querySelector('[data-part="chord"]')?.textContent ?? '';
      const lyric = segment.querySelector('[data-part="lyric"]')?.textContent ?? '';
      return `${chord}|${lyric}`;
    }),
  );
}

describe('ChordLyrics', () => {
  it('puts each chord over the syllable it precedes, words as boxes', () => {
    const { container } = render(<ChordLyrics text="[G]Amazing [C]gra[G/B]ce how [D]" />);
    expect(boxes(container)).toEqual([['G|Amazing'], ['C|gra', 'G/B|ce'], ['|how'], ['D|']]);
    expect(container.querySelectorAll('[data-part="line"]')).toHaveLength(1);
    // The space between words is text between the boxes, so lines wrap between words.
    const chart = container.querySelector('[data-part="chart"]')!;
    expect(chart.textContent).toBe('GAmazing CgraG/Bce how D');
  });

  it('keeps a Malayalam conjunct whole and passes lang through', () => {
    const { container } = render(<ChordLyrics text="യേശു ക്[G]രിസ്തു [D]നാഥൻ" lang="ml" />);
    expect(container.firstElementChild).toHaveAttribute('lang', 'ml');
    expect(boxes(container)).toEqual([['|യേശു'], ['G|ക്രിസ്തു'], ['D|നാഥൻ']]);
  });

  it('reads each line once, in order, then its chords', () => {
    const text = '[G]Amazing [C]gra[G]ce\nhow sweet the sound\n\n[D]That [G]saved';
    const { container } = render(<ChordLyrics text={text} lang="en" />);
    expect(spokenText(container)).toBe(
      'Amazing grace Chords: G, C, G.\nhow sweet the sound\n\nThat saved Chords: D, G.\n',
    );
    expect(container.querySelectorAll('[data-part="line"]')).toHaveLength(4);
    // A line without chords gets no chord row.
    expect(
      container.querySelectorAll('[data-part="line"]')[1]!.querySelector('[data-part="chord"]'),
    ).toBeNull();
  });

  it('shows the plain lyrics, exactly as stripChords gives them, with chords hidden', () => {
    const text = '[G]Amazing [C]grace [x2]\n\n[N.C.]how [] sweet';
    const { container } = render(<ChordLyrics text={text} showChords={false} lang="en" />);
    expect(container.querySelector('[data-part="chord"]')).toBeNull();
    expect(container.querySelector('[data-part="chart"]')).toBeNull();
    expect(container.firstElementChild).toHaveTextContent(stripChords(text), {
      normalizeWhitespace: false,
    });
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
  });

  it('shows chords through the transform (here two semitones up, in A)', () => {
    const { container } = render(
      <ChordLyrics
        text="[G]Great [D/F#]is [N.C.]thy"
        transform={(c) => transposeChord(c, 2, 'A')}
      />,
    );
    expect(boxes(container)).toEqual([['A|Great'], ['E/G#|is'], ['N.C.|thy']]);
    expect(spokenText(container)).toContain('Chords: A, E/G#, N.C.');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ChordLyrics text={'[G]Amazing [C]grace\nhow sweet'} lang="en" className="x" />,
    );
    expect(container.firstElementChild).toHaveClass('x');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('chordWords', () => {
  it('gives a chord written over a space its own box before the space', () => {
    expect(
      chordWords([
        { chord: 'G', text: ' Amazing ' },
        { chord: 'C', text: 'grace' },
      ]),
    ).toEqual([
      { word: [{ chord: 'G', text: '' }] },
      { space: ' ' },
      { word: [{ chord: null, text: 'Amazing' }] },
      { space: ' ' },
      { word: [{ chord: 'C', text: 'grace' }] },
    ]);
  });
});
