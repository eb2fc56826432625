import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';
import { fixture } from '../test/formats-fixture';
import { LANGUAGE_NOT_RECOGNISED } from './messages';
import { parsePlainText } from './plain-text.parser';
import { parseSongSelect } from './songselect.parser';

describe('parseSongSelect', () => {
  it('reads the title, sections and footer, and drops the licence lines', () => {
    const song = parseSongSelect(fixture('amazing-grace-songselect.txt'));
    expect(song).toMatchObject({
      title: 'Amazing Grace',
      ccliNumber: '22025',
      authors: ['John Newton'],
      copyright: 'Public Domain',
      language: 'english',
      warnings: [],
    });
    expect(song.stanzas).toEqual([
      {
        label: 'Verse 1',
        lyrics: 'Amazing grace how sweet the sound\nThat saved a wretch like me',
        transliterations: [],
      },
      {
        label: 'Verse 2',
        lyrics: "'Twas grace that taught my heart to fear\nAnd grace my fears relieved",
        transliterations: [],
      },
      {
        label: 'Chorus',
        lyrics: 'I once was lost but now am found\nWas blind but now I see',
        transliterations: [],
      },
    ]);
  });

  it('splits writers on "|" and reads "CCLI Song #" without a space', () => {
    const song = parseSongSelect(
      'Mighty\n\nChorus\nLa la\n\nCCLI Song #7000\nA One | B Two\n© 2020 Someone\nCCLI License # 11',
    );
    expect(song).toMatchObject({
      ccliNumber: '7000',
      authors: ['A One', 'B Two'],
      copyright: '2020 Someone',
    });
  });
});

describe('parsePlainText', () => {
  it('takes a one-line first paragraph as the title and reads headers in their forms', () => {
    const song = parsePlainText(fixture('tamil-plain.txt'), 'ignored.txt');
    expect(song.title).toBe('இயேசு என் மீட்பர்');
    expect(song.language).toBe('tamil');
    expect(song.stanzas).toEqual([
      { label: 'Verse 1', lyrics: 'இயேசு என் மீட்பர்\nஅவர் என்னை நேசிக்கிறார்', transliterations: [] },
      { label: 'Chorus', lyrics: 'அல்லேலூயா அல்லேலூயா', transliterations: [] },
    ]);
  });

  it('takes the file name as the title when the first paragraph is a stanza', () => {
    const song = parsePlainText('Line one\nLine two\n\nLine three', 'folder/How_Great.txt');
    expect(song.title).toBe('How Great');
    expect(song.stanzas.map((stanza) => stanza.lyrics)).toEqual([
      'Line one\nLine two',
      'Line three',
    ]);
    expect(song.stanzas.every((stanza) => stanza.label === null)).toBe(true);
  });

  it('takes a chord letter alone for a chord, not a header', () => {
    const song = parsePlainText('T\n\nC\nla la\n\nV2\nmore', 'x.txt');
    expect(song.stanzas.map((stanza) => [stanza.label, stanza.lyrics])).toEqual([
      [null, '[C]la la'],
      ['Verse 2', 'more'],
    ]);
  });

  it('imports a song in another script as English with a warning', () => {
    const song = parsePlainText('Песня\n\nГосподь мой пастырь', 'x.txt');
    expect(song.language).toBe('english');
    expect(song.warnings).toEqual([LANGUAGE_NOT_RECOGNISED]);
  });
});

describe('detectLanguage', () => {
  it('goes by the script most letters are in, chords aside', () => {
    expect(detectLanguage('[G]യേശു എൻ്റെ [Am]രക്ഷകൻ')).toEqual({ language: 'malayalam' });
    expect(detectLanguage('இயேசு (Jesus)')).toEqual({ language: 'tamil' });
    expect(detectLanguage('यीशु मेरा उद्धारकर्ता')).toEqual({ language: 'hindi' });
    expect(detectLanguage('Amazing grace, é à')).toEqual({ language: 'english' });
    expect(detectLanguage('主是我的牧者')).toEqual({
      language: 'english',
      warning: LANGUAGE_NOT_RECOGNISED,
    });
  });
});

describe('parsePlainText with chord sheets', () => {
  it('puts chords written above the lyrics inline, at their columns, and reads Key:-style fields', () => {
    const song = parsePlainText(
      [
        'Amazing Grace',
        'Key: G',
        'Tempo: 72 bpm',
        'Capo: 2',
        'Author: John Newton',
        'CCLI: 22025',
        '',
        'Verse 1',
        'G       G7        C         G',
        'Amazing grace how sweet the sound',
        '     G              D',
        'That saved a wretch like me',
        '',
        'Chorus:',
        'C    G/B   Am   D',
        '',
      ].join('\n'),
      'x.txt',
    );
    expect(song).toMatchObject({
      title: 'Amazing Grace',
      key: 'G',
      tempo: 72,
      capo: 2,
      authors: ['John Newton'],
      ccliNumber: '22025',
      warnings: [],
    });
    expect(song.stanzas).toEqual([
      {
        label: 'Verse 1',
        lyrics: '[G]Amazing [G7]grace how [C]sweet the [G]sound\nThat [G]saved a wretch [D]like me',
        transliterations: [],
      },
      { label: 'Chorus', lyrics: '[C] [G/B] [Am] [D]', transliterations: [] },
    ]);
  });

  it('keeps lines that only look a little like chords as lyrics', () => {
    const song = parsePlainText('Title\n\nAmazing grace\nA big God\nBe still', 'x.txt');
    expect(song.stanzas[0]?.lyrics).toBe('Amazing grace\nA big God\nBe still');
  });
});
