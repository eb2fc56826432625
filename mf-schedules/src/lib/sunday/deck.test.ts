import { describe, expect, it } from 'vitest';
import {
  buildSlides,
  positionOf,
  step,
  toggleScreen,
  transliterationLang,
  type Deck,
  type DeckSong,
} from './deck';

const ORDER = ['english', 'malayalam', 'tamil', 'hindi'];

const GRACE: DeckSong = {
  songId: 'grace',
  title: 'Amazing Grace',
  language: 'english',
  key: 'G',
  // The entry's arrangement: the bridge (3) left out, the chorus (2) repeated.
  sectionOrder: [1, 2, 4, 2],
  stanzas: [
    { id: 'g1', position: 1, label: 'Verse 1', lyrics: 'Amazing grace', transliterations: [] },
    { id: 'g2', position: 2, label: 'Chorus', lyrics: 'My chains are gone', transliterations: [] },
    {
      id: 'g3',
      position: 3,
      label: 'Bridge',
      lyrics: 'The earth shall soon',
      transliterations: [],
    },
    { id: 'g4', position: 4, label: null, lyrics: 'When we have been there', transliterations: [] },
  ],
};

const YESHU: DeckSong = {
  songId: 'yeshu',
  title: 'Yeshu Ente',
  language: 'malayalam',
  key: null,
  sectionOrder: [],
  stanzas: [
    {
      id: 'y1',
      position: 1,
      label: null,
      lyrics: 'യേശു എന്റെ',
      transliterations: [
        { language: 'tamil', text: 'யேசு என்டெ' },
        { language: 'english', text: 'Yeshu ente' },
      ],
    },
  ],
};

const deck: Deck = {
  scheduleId: 's1',
  name: 'Sunday',
  isPublic: true,
  shareToken: 'tok',
  songs: [GRACE, { ...YESHU, songId: 'gone', stanzas: null }, YESHU],
};

describe('buildSlides', () => {
  const slides = buildSlides(deck, ORDER);

  it('follows each entry in order and each in its own section order, repeats included', () => {
    expect(slides.map((s) => `${s.songId}:${s.section}:${s.heading}`)).toEqual([
      'grace:0:Verse 1',
      'grace:1:Chorus',
      'grace:2:Verse 4',
      'grace:3:Chorus',
      'yeshu:0:Verse 1',
    ]);
    expect(slides.map((s) => s.index)).toEqual([0, 1, 2, 3, 4]);
    expect(slides[4]!.songIndex).toBe(2);
  });

  it('gives the lyrics their language and the reader the first transliteration in their order', () => {
    const yeshu = slides[4]!;
    expect(yeshu.lyrics).toEqual({ text: 'യേശു എന്റെ', lang: 'ml' });
    expect(yeshu.transliteration).toEqual({ text: 'Yeshu ente', lang: 'ml-Latn' });
    const tamilFirst = buildSlides(deck, ['tamil', 'english', 'malayalam', 'hindi'])[4]!;
    expect(tamilFirst.transliteration).toEqual({ text: 'யேசு என்டெ', lang: 'ml-Taml' });
    expect(slides[0]!.transliteration).toBeNull();
  });

  it('names a transliteration in the song’s own script by that language', () => {
    expect(transliterationLang('malayalam', 'english')).toBe('ml-Latn');
    expect(transliterationLang('english', 'english')).toBe('en');
  });
});

describe('moving through the set', () => {
  const slides = buildSlides(deck, ORDER);
  const at = (i: number) => positionOf(slides[i]!);

  it('steps across songs and holds at both ends', () => {
    expect(step(slides, at(3), 1)).toEqual({ songId: 'yeshu', section: 0, screen: 'SECTION' });
    expect(step(slides, at(4), 1)).toEqual(at(4));
    expect(step(slides, at(0), -1)).toEqual(at(0));
    expect(step(slides, at(2), -1)).toEqual(at(1));
    expect(step(slides, null, 1)).toEqual(at(0));
  });

  it('lights the section again before moving on from a title, blank or black screen', () => {
    const black = toggleScreen(slides, at(1), 'BLACK')!;
    expect(black).toEqual({ songId: 'grace', section: 1, screen: 'BLACK' });
    expect(step(slides, black, 1)).toEqual(at(1));
    expect(toggleScreen(slides, black, 'BLACK')).toEqual(at(1));
    expect(toggleScreen(slides, black, 'TITLE')).toEqual({ ...at(1), screen: 'TITLE' });
  });
});
