import { describe, expect, it } from 'vitest';
import { HINDI_PHONETIC } from './hindi-phonetic';
import { MALAYALAM_PHONETIC } from './malayalam-phonetic';
import { suggestWord } from './phonetic-engine';
import { loadPhoneticScript } from './phonetic-scripts';
import { suggestText } from './phonetic-text';
import { TAMIL_PHONETIC } from './tamil-phonetic';

describe('phonetic typing', () => {
  it('converts the issue example word by word', () => {
    expect(suggestText('yeshu en snehithan', MALAYALAM_PHONETIC)[0]).toBe('യേശു എൻ സ്നേഹിതൻ');
  });

  it('answers at most five candidates, the last word varied first', () => {
    const candidates = suggestText('yeshu en snehithan', MALAYALAM_PHONETIC);
    expect(candidates).toHaveLength(5);
    expect(new Set(candidates).size).toBe(5);
    expect(candidates.slice(1, 3).every((c) => c.startsWith('യേശു എൻ '))).toBe(true);
  });

  it('keeps spacing, punctuation and digits as typed', () => {
    expect(suggestText('  nandri, 2 ', TAMIL_PHONETIC)[0]).toBe('  நன்றி, 2 ');
    expect(suggestText('!!', TAMIL_PHONETIC)).toEqual([]);
  });

  it('spells unknown words by the letter rules (chillu endings, conjuncts, schwa)', () => {
    expect(suggestWord('avan', { ...MALAYALAM_PHONETIC, words: [] }, 1)).toEqual(['അവൻ']);
    expect(suggestWord('prem', { ...HINDI_PHONETIC, words: [] }, 1)).toEqual(['प्रेम']);
    expect(suggestWord('naan', { ...TAMIL_PHONETIC, words: [] }, 1)).toEqual(['நான்']);
  });

  it('lifts a word a library holds above the rules’ guesses', () => {
    expect(suggestWord('paalam', MALAYALAM_PHONETIC, 5)[0]).not.toBe('പാളം');
    expect(suggestWord('paalam', MALAYALAM_PHONETIC, 5, ['പാളം'])[0]).toBe('പാളം');
  });

  it('loads each language’s tables once', async () => {
    const first = await loadPhoneticScript('tamil');
    expect(first.words).toBe(TAMIL_PHONETIC.words);
    expect(first.letters?.wordCost('அன்பு')).toBeLessThan(first.letters?.wordCost('அண்பு') ?? 0);
    expect(await loadPhoneticScript('tamil')).toBe(first);
    expect((await loadPhoneticScript('hindi')).script).toBe('devanagari');
  });
});
