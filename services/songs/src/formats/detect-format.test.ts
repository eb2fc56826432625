import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import { fixture } from '../test/formats-fixture';
import { UNKNOWN_FORMAT, UNKNOWN_XML, XML_DECLARATIONS } from './messages';

describe('detectFormat', () => {
  it('goes by content first, whatever the extension says', () => {
    expect(detectFormat('song.txt', fixture('complex.xml'))).toBe('openlyrics');
    expect(detectFormat('song.xml', fixture('example-full1.pro'))).toBe('chordpro');
    expect(detectFormat('song.cho', fixture('amazing-grace-songselect.txt'))).toBe('songselect');
    expect(detectFormat('song.xml', 'Just some words\n\nand more')).toBe('plaintext');
  });

  it('takes a ChordPro extension as a hint for files with no directives', () => {
    expect(detectFormat('song.chordpro', '[G]Amazing grace')).toBe('chordpro');
    expect(detectFormat('song.crd', 'words')).toBe('chordpro');
    expect(detectFormat('song.txt', '[G]Amazing grace')).toBe('plaintext');
  });

  it('finds ChordPro by {title:}, {t:} and section directives', () => {
    expect(detectFormat('a', '{t:Song}\nla')).toBe('chordpro');
    expect(detectFormat('a', 'la\n{soc}\nla\n{eoc}')).toBe('chordpro');
  });

  it('refuses other XML, RTF, PDF and JSON as unknown formats', () => {
    expect(() => detectFormat('a.xml', '<?xml version="1.0"?><html><body/></html>')).toThrow(
      UNKNOWN_XML,
    );
    expect(() => detectFormat('a.pro6', '<RVPresentationDocument/>')).toThrow(UNKNOWN_XML);
    expect(() => detectFormat('a.rtf', '{\\rtf1\\ansi hello}')).toThrow(UNKNOWN_FORMAT);
    expect(() => detectFormat('a.pdf', '%PDF-1.4 ...')).toThrow(UNKNOWN_FORMAT);
    expect(() => detectFormat('a.show', '{"name":"FreeShow show","slides":{}}')).toThrow(
      UNKNOWN_FORMAT,
    );
  });

  it('refuses XML with a DOCTYPE whatever its root', () => {
    expect(() =>
      detectFormat('a.xml', '<!DOCTYPE lolz [<!ENTITY lol "lol">]><lolz>&lol;</lolz>'),
    ).toThrow(XML_DECLARATIONS);
  });
});
