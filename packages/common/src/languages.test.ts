import { describe, expect, it } from 'vitest';
import {
  htmlLang,
  languageCode,
  languageName,
  parseLanguageOrder,
  sortByLanguageOrder,
} from './languages';

describe('languageCode', () => {
  it('maps the four languages to their spec codes', () => {
    expect(['english', 'malayalam', 'tamil', 'hindi'].map(languageCode)).toEqual([
      'ENG',
      'MAL',
      'TAM',
      'HIN',
    ]);
  });
  it('uses the first three letters upper-cased for another language', () => {
    expect(languageCode('telugu')).toBe('TEL');
  });
  it('shows UNK for a missing language', () => {
    expect(languageCode(undefined)).toBe('UNK');
    expect(languageCode('')).toBe('UNK');
    expect(languageCode(null)).toBe('UNK');
  });
});

describe('language helpers', () => {
  it('names and html lang values', () => {
    expect(languageName('tamil')).toBe('Tamil');
    expect(htmlLang('malayalam')).toBe('ml');
    expect(htmlLang('klingon')).toBeUndefined();
  });

  it('parses a language order into a full permutation', () => {
    expect(parseLanguageOrder('tamil,hindi')).toEqual(['tamil', 'hindi', 'english', 'malayalam']);
    expect(parseLanguageOrder(undefined)).toEqual(['english', 'malayalam', 'tamil', 'hindi']);
    expect(parseLanguageOrder('hindi, bogus ,hindi,english')).toEqual([
      'hindi',
      'english',
      'malayalam',
      'tamil',
    ]);
  });

  it('sorts items by language order', () => {
    const items = [{ l: 'english' }, { l: 'hindi' }, { l: 'x' }, { l: 'tamil' }];
    expect(
      sortByLanguageOrder(items, (i) => i.l, ['hindi', 'tamil', 'english', 'malayalam']).map(
        (i) => i.l,
      ),
    ).toEqual(['hindi', 'tamil', 'english', 'x']);
  });
});
