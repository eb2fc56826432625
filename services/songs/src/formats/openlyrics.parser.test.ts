import { describe, expect, it } from 'vitest';
import { fixture } from '../test/formats-fixture';
import { UNKNOWN_XML, XML_DECLARATIONS } from './messages';
import { parseOpenLyrics } from './openlyrics.parser';
import { parseSongFile } from './parse-song-file';

describe('parseOpenLyrics on sample files of the OpenLyrics project', () => {
  it('reads the 0.8 "complex" example: titles, authors, properties, chords, languages', () => {
    const song = parseOpenLyrics(fixture('complex.xml'));
    expect(song.title).toBe('Amazing Grace');
    expect(song.alternativeTitles).toEqual(['Amazing', 'Erstaunliche Anmut']);
    expect(song.authors).toEqual(['John Newton', 'Chris Rice', 'Richard Wagner']);
    expect(song).toMatchObject({
      copyright: 'public domain',
      ccliNumber: '4639462',
      tempo: 90,
      key: 'C#',
    });
    expect(song.language).toBe('english');
    expect(song.stanzas.map((stanza) => stanza.label)).toEqual([
      'Verse 1',
      'Chorus',
      'Verse 2',
      'Ending',
    ]);
    expect(song.stanzas[0]?.lyrics).toBe(
      'Amazing grace how sweet the sound that saved a wretch like me;\nA b c\nD e f',
    );
    // The comment before the first <br/> leaves an empty first line, which is dropped.
    expect(song.stanzas[1]?.lyrics).toBe('Line content.');
    expect(song.stanzas[2]?.lyrics).toBe(
      [
        'Amazing grace how sweet the sound that saved a wretch like me;',
        '',
        '[D]Amazing grace how sweet [D]the sound that saved a wretch like me;[B7]',
        'Amazing grace[G7] how sweet the sound that saved a wretch like me;',
        'A b c',
        '',
        'D e f',
      ].join('\n'),
    );
    // v1 in German is a translation of v1; the empty verse is left out.
    expect(song.translation).toBe('Verse 1\n[B]Erstaunliche Ahmut, wie');
    expect(song.sectionOrder).toEqual([1, 3, 2]);
    expect(song.warnings).toEqual([
      'Transposition 2 was not applied; chords are as written',
      'Verse emptyline has no lyrics and was left out',
      'Verses in other languages were imported as the translation',
      'The verse order names v1a, which the song does not have',
      'The verse order names v1b, which the song does not have',
      'The verse order names v3, which the song does not have',
      'The verse order names v4, which the song does not have',
      'The verse order names c1, which the song does not have',
      'The verse order names c2, which the song does not have',
      'The verse order names b, which the song does not have',
      'The verse order names b1, which the song does not have',
      'The verse order names b2, which the song does not have',
    ]);
  });

  it('reads the 0.9 example with an instrumental part and lines over several <lines>', () => {
    const song = parseOpenLyrics(fixture('version0.9.xml'));
    expect(song.title).toBe('A kapudat nyisd meg');
    expect(song.authors).toEqual(['ismeretlen']);
    expect(song.stanzas).toEqual([
      {
        label: 'Verse 1',
        lyrics: [
          'A kapudat nyisd meg, Jézusnak nyisd meg, jön, közeledik.',
          'A kapudat nyisd meg, Jézusnak nyisd meg, jön, közeledik.',
          'Nyisd meg, íme, jön, közeledik.',
        ].join('\n'),
        transliterations: [],
      },
    ]);
    expect(song.sectionOrder).toEqual([1]);
    expect(song.warnings).toContain('Instrumental parts (chords without lyrics) were left out');
    // Hungarian is in Latin script and not one of the song languages.
    expect(song.language).toBe('english');
  });

  it('reads 0.6 files, which write one <line> per line', () => {
    const song = parseOpenLyrics(fixture('what-a-friend.xml'));
    expect(song.title).toBe('What A Friend We Have In Jesus');
    expect(song.authors).toEqual(['Joseph M. Scriven', 'Charles C. Convers']);
    expect(song.ccliNumber).toBe('27714');
    expect(song.stanzas).toHaveLength(3);
    expect(song.stanzas[2]?.lyrics.split('\n')).toHaveLength(4);
    expect(song.stanzas[2]?.lyrics).toContain('In His arms He’ll take and shield thee;');
    expect(song.sectionOrder).toEqual([]);
  });

  it('maps lang and translit onto stanzas and their transliterations, with 0.9 chords', () => {
    const song = parseOpenLyrics(fixture('malayalam-translit.xml'));
    expect(song.title).toBe('യേശു എൻ്റെ രക്ഷകൻ');
    expect(song.alternativeTitles).toEqual(['Yeshu Ente Rakshakan']);
    expect(song.language).toBe('malayalam');
    expect(song.key).toBe('D');
    expect(song.tempo).toBeNull();
    expect(song.stanzas).toEqual([
      {
        label: 'Verse 1',
        lyrics: '[D]യേശു എൻ്റെ [G/B]രക്ഷകൻ\nഅവൻ [A7]എന്നെ സ്നേഹിക്കുന്നു',
        transliterations: [
          { language: 'english', text: '[D]Yeshu ente [G/B]rakshakan\nAvan [A7]enne snehikkunnu' },
        ],
      },
      {
        label: 'Chorus',
        lyrics: 'ഹല്ലേലൂയ്യാ [Bm]ഹല്ലേലൂയ്യാ',
        transliterations: [{ language: 'english', text: 'Hallelooyya hallelooyya' }],
      },
      { label: 'Verse 2', lyrics: 'അവൻ വീണ്ടും വരുന്നു', transliterations: [] },
    ]);
    expect(song.translation).toBe('Verse 2\nHe is coming again');
    expect(song.sectionOrder).toEqual([1, 2, 3, 2]);
    expect(song.warnings).toContain(
      'Tempo "Moderate" is not a number of beats per minute from 1 to 400; left empty',
    );
  });
});

describe('parseOpenLyrics refuses what it must not read', () => {
  const file = (content: string) => () => parseSongFile({ name: 'song.xml', content });

  it('refuses malformed XML with where it broke', () => {
    expect(
      file('<song xmlns="http://openlyrics.info/namespace/2009/song"><properties></song>'),
    ).toThrow(/^The XML is not well-formed: .*1:\d+/u);
  });

  it('refuses entity declarations without expanding them (billion laughs)', () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE song [',
      '  <!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, n) => `  <!ENTITY lol${n + 1} "${`&lol${n || ''};`.repeat(10)}">`,
      ),
      ']>',
      '<song xmlns="http://openlyrics.info/namespace/2009/song" version="0.9"><properties><titles><title>&lol9;</title></titles></properties><lyrics><verse name="v1"><lines>a</lines></verse></lyrics></song>',
    ].join('\n');
    expect(file(laughs)).toThrow(XML_DECLARATIONS);
    // The parser itself refuses a DOCTYPE too, whatever detection did before it.
    expect(() => parseOpenLyrics(laughs)).toThrow(XML_DECLARATIONS);
  });

  it('refuses an external entity and never reads it', () => {
    const external = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE song [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>',
      '<song xmlns="http://openlyrics.info/namespace/2009/song" version="0.9"><properties><titles><title>&secret;</title></titles></properties><lyrics><verse name="v1"><lines>a</lines></verse></lyrics></song>',
    ].join('\n');
    expect(file(external)).toThrow(XML_DECLARATIONS);
    expect(() => parseOpenLyrics(external)).toThrow(XML_DECLARATIONS);
  });

  it('refuses an entity it does not know instead of keeping it as text', () => {
    expect(() =>
      parseOpenLyrics(
        '<song xmlns="http://openlyrics.info/namespace/2009/song"><properties><titles><title>&nbsp;</title></titles></properties></song>',
      ),
    ).toThrow(/^The XML is not well-formed: .*undefined entity/iu);
  });

  it('refuses XML that is not an OpenLyrics song (OpenSong, no namespace)', () => {
    expect(
      file('<?xml version="1.0"?><song><title>X</title><lyrics>[V1]\n a</lyrics></song>'),
    ).toThrow(UNKNOWN_XML);
    expect(() => parseOpenLyrics('<song><title>X</title></song>')).toThrow(UNKNOWN_XML);
  });

  it('refuses a song without lyrics', () => {
    expect(() =>
      parseOpenLyrics(
        '<song xmlns="http://openlyrics.info/namespace/2009/song" version="0.9"><properties><titles><title>T</title></titles></properties><lyrics><verse name="v1"><lines><br/></lines></verse></lyrics></song>',
      ),
    ).toThrow('The file has no lyrics');
  });
});

describe('parseOpenLyrics verse order', () => {
  it('matches names written in another case and skips instrumental parts without a warning', () => {
    const song = parseOpenLyrics(
      `<song xmlns="http://openlyrics.info/namespace/2009/song" version="0.9"><properties>
        <titles><title>T</title></titles><verseOrder>I V1 C1 v1 c1</verseOrder></properties>
        <lyrics><instrument name="I"><lines><chord root="G"/></lines></instrument>
        <verse name="v1"><lines>a</lines></verse><verse name="c1"><lines>b</lines></verse></lyrics></song>`,
    );
    expect(song.sectionOrder).toEqual([1, 2, 1, 2]);
    expect(song.warnings).toEqual(['Instrumental parts (chords without lyrics) were left out']);
  });
});
