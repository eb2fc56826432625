import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { suggestWord } from '@worship/common';
import { afterAll, describe, expect, it } from 'vitest';
import {
  decodeAspellWordList,
  loadPhoneticScriptWithDictionary,
  readWordList,
  SYSTEM_DICTIONARIES,
} from './phonetic-dictionaries';

const dir = mkdtempSync(join(tmpdir(), 'dictionaries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** aspell's word-list-compress, written from its description (see decodeAspellWordList). */
function compress(words: string[]): Buffer {
  const parts: number[] = [2];
  let previous = Buffer.alloc(0);
  for (const word of words) {
    const bytes = Buffer.from(word, 'utf8');
    let shared = 0;
    while (shared < Math.min(previous.length, bytes.length, 255 + 30)) {
      if (previous[shared] !== bytes[shared]) break;
      shared++;
    }
    parts.push(...(shared >= 30 ? [30, shared - 30] : [shared]), ...bytes.subarray(shared));
    previous = bytes;
  }
  return Buffer.from(parts);
}

describe('readWordList', () => {
  it('reads a hunspell .dic: the count line and the affix flags left out', () => {
    const dic = file('ml.dic', '3\nസ്നേഹം/12\nകൃപ\n\nദൈവം/ab\n');
    expect(readWordList(dic)).toEqual(['സ്നേഹം', 'കൃപ', 'ദൈവം']);
  });

  it('writes Unicode 5.0 chillus as the atomic letters and drops joiners', () => {
    const dic = file('old.dic', '2\nഅംഗങ്ങള്\u200d\nവിളക്കിന്\u200c\n');
    expect(readWordList(dic)).toEqual(['അംഗങ്ങൾ', 'വിളക്കിന്']);
  });

  it("reads aspell's compressed word lists, gzipped or not, shared prefixes of 30 bytes and more", () => {
    const words = ['அ', 'அன்பு', 'அன்புள்ள', 'நிலைத்திருப்போம்', 'நிலைத்திருப்போமே', 'ஸ்தோத்திரம்'];
    expect(decodeAspellWordList(compress(words))).toEqual(words);
    expect(readWordList(file('ta.cwl.gz', gzipSync(compress(words))))).toEqual(words);
    expect(readWordList(file('ta.cwl', compress(words)))).toEqual(words);
  });

  it("reads the system's dictionaries (npm test installs them: .ci/run, README)", () => {
    const sizes = Object.fromEntries(
      Object.entries(SYSTEM_DICTIONARIES).map(([language, files]) => [
        language,
        files.flatMap(readWordList),
      ]),
    );
    expect(sizes.malayalam!.length).toBeGreaterThan(100_000);
    expect(sizes.malayalam).toContain('അംഗങ്ങൾ');
    expect(sizes.tamil!.length).toBeGreaterThan(10_000);
    expect(sizes.tamil).toContain('பச்சரிசி');
    expect(sizes.hindi!.length).toBeGreaterThan(10_000);
    expect(sizes.hindi).toContain('ज़ुर्माना');
  });
});

describe('loadPhoneticScriptWithDictionary', () => {
  it('suggests a dictionary word the letter rules rank lower, below the curated words', async () => {
    const plain = await loadPhoneticScriptWithDictionary('malayalam', []);
    expect(plain.dictionary).toBeUndefined();
    expect(suggestWord('theevandi', plain, 5)[0]).not.toBe('തീവണ്ടി');
    expect(suggestWord('nakshathram', plain, 5)[0]).not.toBe('നക്ഷത്രം');

    const dic = file('words.dic', '3\nതീവണ്ടി\nനക്ഷത്രം\nയേഷു\n');
    const script = await loadPhoneticScriptWithDictionary('malayalam', [dic]);
    expect(suggestWord('theevandi', script, 5)[0]).toBe('തീവണ്ടി');
    expect(suggestWord('nakshathram', script, 5)[0]).toBe('നക്ഷത്രം');
    // യേശു is a curated word: a dictionary word of the same fold does not pass it.
    expect(suggestWord('yeshu', script, 5)[0]).toBe('യേശു');
  });

  it('answers the tables alone when no dictionary file is there', async () => {
    const script = await loadPhoneticScriptWithDictionary('tamil', [join(dir, 'missing.cwl.gz')]);
    expect(script.dictionary).toBeUndefined();
    expect(suggestWord('anbu', script, 5)[0]).toBe('அன்பு');
  });
});
