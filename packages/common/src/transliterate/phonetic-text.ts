import { suggestWord, type PhoneticScript } from './phonetic-engine';
import { SUGGESTIONS_MAX } from './transliterate-rules';

/** Alternatives looked at for each earlier word of a phrase. */
const PER_WORD = 3;

/**
 * Native candidates for Latin text of one or more words, best first, at most `limit`: every word
 * converted, the first candidate joins each word's best; the next ones change one word to its
 * next alternative, the last word's first (it is the one being typed). Spacing and anything that
 * is not a Latin letter stay as typed. `knownWords(word)` may add words a library already holds.
 */
export function suggestText(
  text: string,
  script: PhoneticScript,
  limit = SUGGESTIONS_MAX,
  knownWords: (word: string) => readonly string[] = () => [],
): string[] {
  const parts = text.split(/([a-zA-Z]+)/);
  const wordAt: number[] = [];
  const options: string[][] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      wordAt.push(index);
      options.push(suggestWord(part, script, Math.max(limit, PER_WORD), knownWords(part)));
    }
  });
  if (options.length === 0) return [];
  const best = parts.slice();
  options.forEach((candidates, i) => {
    best[wordAt[i] as number] = candidates[0] ?? (parts[wordAt[i] as number] as string);
  });
  const phrases: string[] = [best.join('')];
  const changeWord = (i: number, count: number) => {
    for (const candidate of (options[i] as string[]).slice(1, count)) {
      const phrase = best.slice();
      phrase[wordAt[i] as number] = candidate;
      phrases.push(phrase.join(''));
    }
  };
  changeWord(options.length - 1, limit);
  for (let i = options.length - 2; i >= 0; i--) changeWord(i, PER_WORD);
  return [...new Set(phrases)].slice(0, limit);
}
