import { describe, expect, it } from 'vitest';
import recallSet from './recall-set.json';
import { keyMatches, queryKey, searchKey } from './search-key';

interface Entry {
  concept: string;
  lang: 'ml' | 'ta' | 'hi';
  native: string;
  spellings: string[];
}

const entries = recallSet.entries as Entry[];
const keyed = entries.map((entry) => ({ ...entry, key: searchKey(entry.native) }));

describe('the recall set', () => {
  it('has 40+ native words or phrases, 35+ per script, each with 2+ distinct spellings', () => {
    for (const lang of ['ml', 'ta', 'hi'] as const) {
      expect(entries.filter((e) => e.lang === lang).length).toBeGreaterThanOrEqual(35);
    }
    expect(entries.length).toBeGreaterThanOrEqual(40);
    for (const entry of entries) {
      expect(new Set(entry.spellings).size, entry.native).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds each native word from the romanized spellings people type (recall >= 95 %)', () => {
    let pairs = 0;
    const misses: string[] = [];
    for (const entry of keyed) {
      for (const spelling of entry.spellings) {
        pairs++;
        if (!keyMatches(entry.key, queryKey(spelling))) {
          misses.push(
            `${spelling} → ${entry.native} (query "${queryKey(spelling)}", key "${entry.key}")`,
          );
        }
      }
    }
    const recall = (pairs - misses.length) / pairs;
    console.log(
      `search-key recall: ${(recall * 100).toFixed(1)} % (${pairs - misses.length}/${pairs} pairs, ${entries.length} native words)` +
        (misses.length ? `\nmisses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('finds each native word from the native word itself', () => {
    for (const entry of keyed) {
      expect(keyMatches(entry.key, queryKey(entry.native)), entry.native).toBe(true);
    }
  });

  it('does not find the words of other concepts (precision)', () => {
    let pairs = 0;
    const falseHits: string[] = [];
    for (const entry of entries) {
      const nativeQuery = queryKey(entry.native);
      for (const spelling of entry.spellings) {
        const query = queryKey(spelling);
        for (const other of keyed) {
          // Same concept, a phrase of it, or a word containing this one (दया in हृदय):
          // a match there is right, not a folding error.
          const related = other.concept.split(' ').includes(entry.concept);
          if (other.concept === entry.concept || related || keyMatches(other.key, nativeQuery)) {
            continue;
          }
          pairs++;
          if (keyMatches(other.key, query)) falseHits.push(`${spelling} → ${other.native}`);
        }
      }
    }
    const rate = falseHits.length / pairs;
    console.log(
      `search-key false matches across concepts: ${(rate * 100).toFixed(2)} % (${falseHits.length}/${pairs})` +
        (falseHits.length ? `: ${falseHits.join(', ')}` : ''),
    );
    expect(rate).toBeLessThan(0.005);
  });
});
