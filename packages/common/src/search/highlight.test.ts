import { describe, expect, it } from 'vitest';
import { osaDistance, typosAllowed } from './edit-distance';
import { highlightSegments } from './highlight';

/** The segments written short: matched runs in «», the rest as is. */
const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .map((segment) => (segment.match ? `«${segment.text}»` : segment.text))
    .join('');

describe('osaDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions', () => {
    expect(osaDistance('amazing', 'amazing', 2)).toBe(0);
    expect(osaDistance('amazing', 'amazng', 2)).toBe(1); // deletion
    expect(osaDistance('amazng', 'amazing', 2)).toBe(1); // insertion
    expect(osaDistance('amazing', 'amasing', 2)).toBe(1); // substitution
    expect(osaDistance('amazing', 'amaizng', 2)).toBe(1); // transposition
    expect(osaDistance('ca', 'abc', 5)).toBe(3); // OSA: no letter edited twice (true DL: 2)
    expect(osaDistance('', 'abc', 5)).toBe(3);
    expect(osaDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('stops at max + 1', () => {
    expect(osaDistance('kitten', 'sitting', 2)).toBe(3);
    expect(osaDistance('kitten', 'sitting', 1)).toBe(2);
    expect(osaDistance('a', 'abcdef', 2)).toBe(3); // lengths too far apart
    expect(osaDistance('abcdefgh', 'hgfedcba', 2)).toBe(3);
    expect(osaDistance('abc', 'xyz', 0)).toBe(1);
  });

  it('forgives 1 typo in tokens of 4–7 letters and 2 from 8 on', () => {
    expect([1, 3, 4, 6, 7, 12].map(typosAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('highlightSegments', () => {
  it('marks the Jesus of every script from "yeshu"', () => {
    expect(highlightSegments('യേശുവേ നിന്റെ സ്നേഹം', 'yeshu')).toEqual([
      { text: 'യേശുവേ', match: true },
      { text: ' നിന്റെ സ്നേഹം', match: false },
    ]);
    expect(highlightSegments('என் இயேசு கிறிஸ்து', 'yeshu')).toEqual([
      { text: 'என் ', match: false },
      { text: 'இயேசு', match: true },
      { text: ' கிறிஸ்து', match: false },
    ]);
    expect(highlightSegments('प्रभु यीशु मसीह', 'yeshu')).toEqual([
      { text: 'प्रभु ', match: false },
      { text: 'यीशु', match: true },
      { text: ' मसीह', match: false },
    ]);
    expect(highlightSegments('Yeshu ninte sneham', 'yeshu')).toEqual([
      { text: 'Yeshu', match: true },
      { text: ' ninte sneham', match: false },
    ]);
  });

  it('marks Latin words from a native-script query, and Hindi from its spellings', () => {
    expect(marked('Ente rakshakan varunnu', 'രക്ഷകൻ')).toBe('Ente «rakshakan» varunnu');
    expect(marked('हे परमेश्वर, तू महान है', 'parmeshwar')).toBe('हे «परमेश्वर», तू महान है');
    expect(marked('உம் கிருபை பெரியது', 'kirubai')).toBe('உம் «கிருபை» பெரியது');
  });

  it('marks no near words of a word the text holds as typed, as the search forgives', () => {
    expect(marked('Love divine, all loves excelling; I live', 'love')).toBe(
      '«Love» divine, all «loves» excelling; I live',
    );
    expect(marked('I live for you', 'love')).toBe('I «live» for you');
    expect(marked('Love and live', 'lvoe live')).toBe('«Love» and «live»');
  });

  it('forgives typos: one in 4–7 letters, two from 8 letters on', () => {
    expect(highlightSegments('Amazing grace, how sweet the sound', 'amazng')).toEqual([
      { text: 'Amazing', match: true },
      { text: ' grace, how sweet the sound', match: false },
    ]);
    expect(marked('Amazing grace', 'graec')).toBe('Amazing «grace»'); // transposition
    expect(marked('Blessed assurance, Jesus is mine', 'blesed asurence')).toBe(
      '«Blessed» «assurance», Jesus is mine',
    );
    expect(marked('Blessed assurance', 'asoorense')).toBe('Blessed «assurance»'); // 2 typos, 9 letters
    expect(marked('Blessed assurance', 'bxlxssed')).toBe('Blessed assurance'); // 2 typos, 7 letters
    expect(marked('How great thou art', 'grt')).toBe('How great thou art'); // 3 letters: exact only
  });

  it('marks a word the query is part of (a half-typed last word)', () => {
    expect(marked('Amazing grace', 'amazing gr')).toBe('«Amazing» «grace»');
    expect(marked('Amazing grace, how sweet', 'mazi')).toBe('«Amazing» grace, how sweet');
    expect(marked('Hallelujah, sing hallelujah', 'alleluia')).toBe(
      '«Hallelujah», sing «hallelujah»',
    );
    expect(marked('How great thou art', 'h')).toBe('«How» great thou art'); // 1 letter: word start only
  });

  it('keeps inline chords out of the marks and does not split a word at a chord', () => {
    expect(highlightSegments('[G]Amazing [C]grace', 'grace')).toEqual([
      { text: '[G]Amazing [C]', match: false },
      { text: 'grace', match: true },
    ]);
    expect(highlightSegments('A[G]mazing [D7]grace', 'amazing')).toEqual([
      { text: 'A', match: true },
      { text: '[G]', match: false },
      { text: 'mazing', match: true },
      { text: ' [D7]grace', match: false },
    ]);
    expect(marked('[Am]യേശു[F]വേ', 'yeshuve')).toBe('[Am]«യേശു»[F]«വേ»');
  });

  it('marks words between punctuation, and with apostrophes, whole', () => {
    expect(marked('"Holy, holy, holy!" (Lord God Almighty)', 'holy almighty')).toBe(
      '"«Holy», «holy», «holy»!" (Lord God «Almighty»)',
    );
    expect(marked("God's love, O Lord", 'gods')).toBe("«God's» love, O Lord");
    expect(marked('हे प्रभु। यीशु॥', 'yeshu')).toBe('हे प्रभु। «यीशु»॥');
  });

  it('gives the whole text unmarked for a blank query, or one that matches nothing', () => {
    expect(highlightSegments('Amazing grace', '')).toEqual([
      { text: 'Amazing grace', match: false },
    ]);
    expect(highlightSegments('Amazing grace', '  ,. ')).toEqual([
      { text: 'Amazing grace', match: false },
    ]);
    expect(highlightSegments('Amazing grace', 'shepherd')).toEqual([
      { text: 'Amazing grace', match: false },
    ]);
    expect(highlightSegments('', 'grace')).toEqual([{ text: '', match: false }]);
  });

  it('joins back to exactly the text', () => {
    const texts = [
      '[G]Amazing [C/E]grace… how [D]sweet',
      'യേശുവേ, നിന്റെ  സ്നേഹം\nഎത്ര ആഴം',
      'हे परमेश्वर, तू महान है।',
      '[x] unbalanced [ bracket',
    ];
    for (const text of texts) {
      for (const query of ['yeshu', 'grace sweet', 'parmeshwar', 'x', 'bracket']) {
        expect(
          highlightSegments(text, query)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text);
      }
    }
  });

  it('is fast enough for every card of a results page', () => {
    const excerpt = 'യേശുവേ നിന്റെ സ്നേഹം എത്ര ആഴം, Amazing grace how sweet the sound '.repeat(3);
    const start = performance.now();
    for (let i = 0; i < 200; i++) highlightSegments(`${excerpt}${i}`, 'yeshu amazng');
    expect(performance.now() - start).toBeLessThan(200);
  });
});
