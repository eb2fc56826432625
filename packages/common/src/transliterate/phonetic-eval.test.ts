import { beforeAll, describe, expect, it } from 'vitest';
import recallSet from '../search/recall-set.json';
import {
  foldsAlike,
  humanRomanizations,
  percent,
  readEvalSet,
  scoreLeftOut,
  scoreTyping,
} from './eval/evaluation';
import { transliterateWord } from './latin-transliteration';
import { suggestWord, type PhoneticScript } from './phonetic-engine';
import { loadPhoneticScript } from './phonetic-scripts';
import { PHONETIC_LANGUAGES, type PhoneticLanguage } from './transliterate-rules';

/**
 * The issue's quality bar on our evaluation sets (eval/*.txt, ≥ 300 words each, written before
 * the engine): phonetic typing puts the intended word first for ≥ 90 % and in the top 5 for
 * ≥ 98 %; the generated transliteration of a word folds like a common human romanization (one
 * the set lists for that word; the share for its first-listed spelling is printed too) for ≥ 95 %.
 * The word lists were written after these sets and hold most of their words, so the typing bar
 * here measures words the lists know. Printed beside it, not held to the bar: each word typed with
 * it left out of the word lists (a word nobody listed), the rules alone (no word list), and an
 * independent set written by others (search/recall-set.json, with how many of its words the lists
 * hold). docs/transliteration.md says what each figure measures.
 */

const RECALL_LANG: Record<PhoneticLanguage, string> = { malayalam: 'ml', tamil: 'ta', hindi: 'hi' };

describe.each(PHONETIC_LANGUAGES)('%s evaluation', (language) => {
  const entries = readEvalSet(language);
  // What the browser runs: the tables, their word list and its letter model.
  let script: PhoneticScript;
  beforeAll(async () => {
    script = await loadPhoneticScript(language);
  });

  it('has at least 300 words', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
  });

  it('types the intended word first for ≥ 90 % and in the top 5 for ≥ 98 %', () => {
    const typing = scoreTyping(
      entries,
      entries.map((entry) => suggestWord(entry.typed, script, 5)),
    );
    const leftOut = scoreLeftOut(entries, script);
    const rulesOnly = scoreTyping(
      entries,
      entries.map((entry) =>
        suggestWord(entry.typed, { ...script, words: [], letters: undefined }, 5),
      ),
    );
    const independent = (
      recallSet.entries as Array<{ lang: string; native: string; spellings: string[] }>
    )
      .filter((entry) => entry.lang === RECALL_LANG[language] && !entry.native.includes(' '))
      .flatMap((entry) => entry.spellings.map((typed) => ({ typed, natives: [entry.native] })));
    const inLists = independent.filter((entry) =>
      script.words.includes(entry.natives[0] ?? ''),
    ).length;
    const other = scoreTyping(
      independent,
      independent.map((entry) => suggestWord(entry.typed, script, 5)),
    );
    console.log(
      `${language} typing, ${typing.words} words: top-1 ${percent(typing.top1)}, top-5 ${percent(typing.top5)}` +
        ` | each word left out of the lists: top-1 ${percent(leftOut.top1)}, top-5 ${percent(leftOut.top5)}` +
        ` | rules alone: top-1 ${percent(rulesOnly.top1)}, top-5 ${percent(rulesOnly.top5)}` +
        ` | recall-set (${other.words}, ${inLists} in the word lists): top-1 ${percent(other.top1)}, top-5 ${percent(other.top5)}` +
        `\n  not in the top 5: ${typing.misses.join('; ')}`,
    );
    expect(typing.top1).toBeGreaterThanOrEqual(0.9);
    expect(typing.top5).toBeGreaterThanOrEqual(0.98);
  });

  it('transliterates ≥ 95 % of words to a spelling that folds like a common human one', () => {
    const pairs = humanRomanizations(entries).map((pair) => ({
      ...pair,
      generated: transliterateWord(pair.native, script.script),
    }));
    const likeAny = pairs.filter(({ generated, spellings }) =>
      spellings.some((spelling) => foldsAlike(generated, spelling)),
    );
    const likeFirst = pairs.filter(({ generated, spellings }) =>
      foldsAlike(generated, spellings[0] as string),
    );
    const share = likeAny.length / pairs.length;
    console.log(
      `${language} transliteration, ${pairs.length} words: ${percent(share)} fold like a listed spelling,` +
        ` ${percent(likeFirst.length / pairs.length)} like the first listed` +
        `\n  unlike: ${pairs
          .filter((pair) => !likeAny.includes(pair))
          .map((p) => `${p.native} ${p.generated} (${p.spellings.join('/')})`)
          .join('; ')}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
