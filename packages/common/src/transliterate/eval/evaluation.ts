import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { phoneticFold } from '../../search/phonetic-fold';
import { tokenize } from '../../search/tokenize';
import { COMMON_WEIGHT } from '../letter-model';
import { suggestWord, type PhoneticScript } from '../phonetic-engine';
import type { PhoneticLanguage } from '../transliterate-rules';

/**
 * The evaluation sets (eval/<language>.txt) and how they are scored, shared by the unit test
 * (engine) and the REST test (the same figures through the gateway).
 */

export interface EvalEntry {
  typed: string;
  /** The intended native word and any other correct spelling of it. */
  natives: string[];
}

export function readEvalSet(language: PhoneticLanguage): EvalEntry[] {
  return readFileSync(join(__dirname, `${language}.txt`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [typed = '', natives = ''] = line.trim().split(/\s+/);
      return { typed, natives: natives.split('|') };
    });
}

/**
 * Each native word once, with the spellings the set lists for it: the first is its commonest
 * human romanization, the others are common too (yesuve / yesuvae).
 */
export function humanRomanizations(
  entries: EvalEntry[],
): Array<{ native: string; spellings: string[] }> {
  const byNative = new Map<string, string[]>();
  for (const { typed, natives } of entries) {
    const native = natives[0] as string;
    const spellings = byNative.get(native);
    if (spellings) spellings.push(typed);
    else byNative.set(native, [typed]);
  }
  return [...byNative].map(([native, spellings]) => ({ native, spellings }));
}

export interface TypingFigures {
  words: number;
  top1: number;
  top5: number;
  misses: string[];
}

/** Top-1 and top-5 of candidate lists (one per entry, in order). */
export function scoreTyping(entries: EvalEntry[], candidates: string[][]): TypingFigures {
  let top1 = 0;
  let top5 = 0;
  const misses: string[] = [];
  entries.forEach((entry, i) => {
    const list = candidates[i] ?? [];
    if (entry.natives.includes(list[0] ?? '')) top1++;
    if (list.slice(0, 5).some((candidate) => entry.natives.includes(candidate))) top5++;
    else misses.push(`${entry.typed} → ${entry.natives.join('|')} (got ${list.join(' ')})`);
  });
  return {
    words: entries.length,
    top1: top1 / entries.length,
    top5: top5 / entries.length,
    misses,
  };
}

/**
 * Each word typed as if the curated word lists lacked it (and any other spelling the set lists for
 * it), the letter model unlearning it too: how the engine does on a word nobody listed, the rest
 * of the vocabulary (and any dictionary, written by others long before these sets) still there.
 */
export function scoreLeftOut(entries: EvalEntry[], script: PhoneticScript): TypingFigures {
  const without = new Map<string, PhoneticScript>();
  return scoreTyping(
    entries,
    entries.map((entry) => {
      const listed = script.words.filter((word) => entry.natives.includes(word));
      const key = entry.natives.join('|');
      let left = without.get(key);
      if (!left) {
        left = { ...script, words: script.words.filter((word) => !listed.includes(word)) };
        without.set(key, left);
      }
      for (const word of listed) script.letters?.learn(word, -COMMON_WEIGHT);
      try {
        return suggestWord(entry.typed, left, 5);
      } finally {
        for (const word of listed) script.letters?.learn(word, COMMON_WEIGHT);
      }
    }),
  );
}

/** Whether a generated Latin word folds like the human spelling (the search's notion of alike). */
export function foldsAlike(generated: string, human: string): boolean {
  const words = tokenize(generated).map((word) => word.text);
  return words.length === 1 && phoneticFold(words[0] as string) === phoneticFold(human);
}

export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
