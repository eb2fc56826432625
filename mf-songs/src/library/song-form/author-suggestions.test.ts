import { describe, expect, it } from 'vitest';
import { matchAuthors } from './author-suggestions';

const AUTHORS = [
  'Chris Tomlin',
  'Christopher Walker',
  'Fanny Crosby',
  'Matt Redman',
  'Chrisanne Mathew',
  'Sadhu Kochukunju Upadesi',
  'M. E. Cherian',
  'christine d’Clario',
];

describe('matchAuthors (spec §5: case-insensitive substring, at most 5)', () => {
  it('matches anywhere in the name, ignoring case', () => {
    expect(matchAuthors(AUTHORS, 'REDM')).toEqual(['Matt Redman']);
    expect(matchAuthors(AUTHORS, 'kunju')).toEqual(['Sadhu Kochukunju Upadesi']);
  });

  it('caps the list at 5, in the given order', () => {
    const authors = ['Ann 1', 'Ann 2', 'Ann 3', 'Ann 4', 'Ann 5', 'Ann 6', 'Ann 7'];
    expect(matchAuthors(authors, 'ann')).toEqual(['Ann 1', 'Ann 2', 'Ann 3', 'Ann 4', 'Ann 5']);
  });

  it('suggests nothing for empty or blank text', () => {
    expect(matchAuthors(AUTHORS, '')).toEqual([]);
    expect(matchAuthors(AUTHORS, '   ')).toEqual([]);
  });

  it('suggests nothing when nothing matches', () => {
    expect(matchAuthors(AUTHORS, 'zzz')).toEqual([]);
  });
});
