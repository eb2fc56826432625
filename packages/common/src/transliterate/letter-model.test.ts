import { describe, expect, it } from 'vitest';
import { buildLetterModel, COMMON_WEIGHT } from './letter-model';

const WORDS = ['അന്പ്', 'സ്നേഹം', 'ദൈവം', 'ദൈവമേ', 'നാമം', 'ജീവൻ', 'ജീവിതം', 'സ്തുതി', 'മഹത്വം'];

describe('letter model', () => {
  it('finds a spelling that looks like the words more likely than one that does not', async () => {
    const model = await buildLetterModel(WORDS);
    // ം ends most of the words; ാം after ന is in one only, ണ never follows ദ.
    expect(model.wordCost('സ്നേഹം')).toBeLessThan(model.wordCost('സ്നെഹം'));
    expect(model.wordCost('ദൈവം')).toBeLessThan(model.wordCost('ദൈവമ'));
    expect(model.wordCost('നാമം')).toBeLessThan(model.wordCost('ണാമം'));
    // A word's end is part of its cost: a prefix costs less than the word.
    expect(model.prefixCost('ദൈവ')).toBeLessThan(model.wordCost('ദൈവ'));
    expect(model.prefixCost('')).toBe(0);
  });

  it('counts a common word COMMON_WEIGHT times, and unlearns a word exactly', async () => {
    const plain = await buildLetterModel(WORDS);
    const withCommon = await buildLetterModel(WORDS, ['കൃപ']);
    expect(withCommon.wordCost('കൃപ')).toBeLessThan(plain.wordCost('കൃപ'));

    const before = withCommon.wordCost('കൃപയാൽ');
    withCommon.learn('കൃപ', -COMMON_WEIGHT);
    expect(withCommon.wordCost('കൃപയാൽ')).toBeCloseTo(plain.wordCost('കൃപയാൽ'), 9);
    withCommon.learn('കൃപ', COMMON_WEIGHT);
    expect(withCommon.wordCost('കൃപയാൽ')).toBeCloseTo(before, 9);
  });

  it('gives any spelling a finite cost, letters it never saw included', async () => {
    const model = await buildLetterModel(['abc']);
    expect(Number.isFinite(model.wordCost('zzz'))).toBe(true);
    expect(model.wordCost('abc')).toBeLessThan(model.wordCost('zzz'));
    const empty = await buildLetterModel([]);
    expect(Number.isFinite(empty.wordCost('അ'))).toBe(true);
  });
});
