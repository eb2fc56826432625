import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import {
  buildWordIndex,
  buildLetterModel,
  loadPhoneticScript,
  type PhoneticLanguage,
  type PhoneticScript,
} from '@worship/common';

/**
 * Phonetic typing on the servers knows the words of the system's spell-checking dictionaries,
 * where installed (docs/transliteration.md): Debian's hunspell-ml (SMC, ~140,000 Malayalam
 * words), hunspell-hi (LibreOffice's Hindi) and aspell-ta (Thamizha's Tamil). They are GPL data,
 * so the project reads them from the system like LibreOffice does rather than shipping them
 * (it is MIT). Without them the curated word lists and the letter rules answer alone.
 */
export const SYSTEM_DICTIONARIES: Readonly<Record<PhoneticLanguage, readonly string[]>> = {
  malayalam: ['/usr/share/hunspell/ml_IN.dic'],
  hindi: ['/usr/share/hunspell/hi_IN.dic'],
  tamil: ['/usr/share/aspell/ta.cwl.gz'],
};

/** The words of one dictionary file: hunspell `.dic`, aspell `.cwl` / `.cwl.gz`, or one a line. */
export function readWordList(file: string): string[] {
  const bytes = readFileSync(file);
  const words = /\.cwl(\.gz)?$/.test(file)
    ? decodeAspellWordList(gunzipOr(bytes))
    : hunspellWords(bytes.toString('utf8'));
  return [...new Set(words.map(currentEncoding).filter(Boolean))];
}

function hunspellWords(text: string): string[] {
  const lines = text.split('\n');
  // A hunspell .dic starts with its word count; each word may carry /affix flags.
  if (/^\d+\s*$/.test(lines[0] ?? '')) lines.shift();
  return lines.map((line) => (line.split('/')[0] ?? '').trim());
}

/** Malayalam chillus written the Unicode 5.0 way (consonant, virama, ZWJ) → the atomic letters. */
const OLD_CHILLUS: Record<string, string> = { ണ: 'ൺ', ന: 'ൻ', ര: 'ർ', ല: 'ൽ', ള: 'ൾ', ക: 'ൿ' };

/**
 * A word as the app writes it: SMC's Malayalam list predates the atomic chillus (അംഗങ്ങള്‍ for
 * അംഗങ്ങൾ) and marks some word-final viramas with a ZWNJ, which suggestions must not carry.
 */
function currentEncoding(word: string): string {
  return word
    .normalize('NFC')
    .replace(/([ണനരലളക])\u0D4D\u200D/g, (_, consonant: string) => OLD_CHILLUS[consonant] ?? '')
    .replace(/[\u200C\u200D]/g, '');
}

function gunzipOr(bytes: Buffer): Buffer {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

/**
 * aspell's `word-list-compress` format, which Debian ships its aspell word lists in: each word is
 * a byte giving how many bytes it shares with the word before (30 then a byte b: 30 + b), then its
 * own bytes up to the next byte under 32. The first byte of the file is a header.
 */
export function decodeAspellWordList(bytes: Uint8Array): string[] {
  const words: string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let previous = new Uint8Array(0);
  let i = 1;
  while (i < bytes.length) {
    let shared = bytes[i++] as number;
    if (shared === 30) shared = 30 + (bytes[i++] ?? 0);
    let end = i;
    while (end < bytes.length && (bytes[end] as number) >= 32) end++;
    const word = new Uint8Array(shared + end - i);
    word.set(previous.subarray(0, shared));
    word.set(bytes.subarray(i, end), shared);
    i = end;
    previous = word;
    try {
      const text = decoder.decode(word);
      if (text) words.push(text);
    } catch {
      // A byte sequence cut inside a character: not a word.
    }
  }
  return words;
}

const loaded = new Map<string, Promise<PhoneticScript>>();

/**
 * The language's phonetic tables with the installed dictionary's words, loaded once per process
 * on first use (indexing takes a few seconds for Malayalam, giving the event loop back as it
 * goes). `files` default to the system's; none found (or `[]`) gives the tables alone.
 */
export function loadPhoneticScriptWithDictionary(
  language: PhoneticLanguage,
  files: readonly string[] = SYSTEM_DICTIONARIES[language],
): Promise<PhoneticScript> {
  const id = `${language}:${files.join(':')}`;
  let script = loaded.get(id);
  if (!script) {
    script = (async () => {
      const tables = await loadPhoneticScript(language);
      const words = files.filter((file) => existsSync(file)).flatMap(readWordList);
      if (words.length === 0) return tables;
      return {
        ...tables,
        dictionary: await buildWordIndex(words, tables.script),
        letters: await buildLetterModel(words, tables.words),
      };
    })();
    loaded.set(id, script);
  }
  return script;
}
