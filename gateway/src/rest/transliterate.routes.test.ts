import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PHONETIC_LANGUAGE_MESSAGE,
  phoneticFold,
  SUGGEST_QUERY_REQUIRED,
  SUGGEST_QUERY_TOO_LONG,
  tokenize,
  TRANSLITERATE_TEXT_REQUIRED,
  TRANSLITERATE_TEXT_TOO_LONG,
} from '@worship/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import { BODY_NOT_OBJECT } from './groups.routes';
import { repeatedParam } from './songs.routes';

let stack: TestStack;
let user: TestUser;
beforeAll(async () => {
  stack = await startStack();
  user = await stack.signUp();
  // The first suggestion in a language loads its spelling dictionary (seconds for Malayalam's
  // 140,000 words on a busy machine) in the gateway and in the songs subgraph: here, not in a test.
  for (const language of ['malayalam', 'tamil', 'hindi']) {
    await stack.request('GET', `/api/transliterate/suggest?q=a&language=${language}`);
    await stack.graphql(`{ transliterationSuggestions(q: "a", language: "${language}") }`);
  }
});
afterAll(() => stack?.stop());

const suggest = (query: string, cookie?: string) =>
  stack.request<{ candidates: string[] }>('GET', `/api/transliterate/suggest?${query}`, { cookie });
const transliterate = (body: unknown, cookie?: string) =>
  stack.request<{ text: string }>('POST', '/api/transliterate', { body, cookie });

describe('GET /api/transliterate/suggest', () => {
  it('answers up to 5 native candidates, best first, to anyone', async () => {
    for (const cookie of [undefined, user.cookie]) {
      const res = await suggest(
        `q=${encodeURIComponent('yeshu en snehithan')}&language=malayalam`,
        cookie,
      );
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['candidates']);
      expect(res.body.candidates[0]).toBe('യേശു എൻ സ്നേഹിതൻ');
      expect(res.body.candidates).toHaveLength(5);
    }
    const tamil = await suggest('q=nandri&language=tamil');
    expect(tamil.body.candidates[0]).toBe('நன்றி');
    const hindi = await suggest('q=prabhu&language=hindi');
    expect(hindi.body.candidates[0]).toBe('प्रभु');
  });

  it('answers what the GraphQL field answers (the gateway converts, the songs subgraph too)', async () => {
    const asked = [
      ['yeshu en snehithan', 'malayalam'],
      ['karthaavu', 'malayalam'],
      ['aaviyanavarae', 'tamil'],
      ['parmeshwar', 'hindi'],
      ['Jesus', 'hindi'],
    ];
    for (const [q, language] of asked) {
      const rest = await suggest(`q=${encodeURIComponent(q ?? '')}&language=${language}`);
      const graph = await stack.graphql<{ transliterationSuggestions: string[] }>(
        'query S($q: String!, $language: String!) { transliterationSuggestions(q: $q, language: $language) }',
        { q, language },
      );
      expect(rest.status).toBe(200);
      expect(rest.body.candidates.length).toBeGreaterThan(0);
      expect(graph.body.data?.transliterationSuggestions).toEqual(rest.body.candidates);
    }
  });

  it.each([
    ['language=malayalam', SUGGEST_QUERY_REQUIRED],
    ['q=%20%20&language=malayalam', SUGGEST_QUERY_REQUIRED],
    [`q=${'a'.repeat(201)}&language=malayalam`, SUGGEST_QUERY_TOO_LONG],
    ['q=yeshu', PHONETIC_LANGUAGE_MESSAGE],
    ['q=yeshu&language=english', PHONETIC_LANGUAGE_MESSAGE],
    ['q=yeshu&language=Malayalam', PHONETIC_LANGUAGE_MESSAGE],
    ['q=a&q=b&language=hindi', repeatedParam('q')],
    ['q=a&language=hindi&language=tamil', repeatedParam('language')],
  ])('refuses %s with 400 and the message', async (query, message) => {
    const res = await suggest(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });
});

describe('POST /api/transliterate', () => {
  it('answers the Latin text, chords on the same syllables, to anyone', async () => {
    for (const cookie of [undefined, user.cookie]) {
      const res = await transliterate(
        { text: '[G]യേ[D]ശു എൻ സ്നേഹിതൻ\nഎന്റെ കർത്താവ്', from: 'malayalam' },
        cookie,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ text: '[G]Ye[D]shu en snehithan\nEnte karthaavu' });
    }
    const hindi = await transliterate({ text: 'प्रभु तेरा धन्यवाद', from: 'hindi' });
    expect(hindi.body).toEqual({ text: 'Prabhu tera dhanyavaad' });
  });

  it.each([
    [[], BODY_NOT_OBJECT],
    [{ from: 'tamil' }, TRANSLITERATE_TEXT_REQUIRED],
    [{ text: 5, from: 'tamil' }, TRANSLITERATE_TEXT_REQUIRED],
    [{ text: 'நன்றி' }, PHONETIC_LANGUAGE_MESSAGE],
    [{ text: 'நன்றி', from: 'english' }, PHONETIC_LANGUAGE_MESSAGE],
    [{ text: 'ന'.repeat(10_001), from: 'malayalam' }, TRANSLITERATE_TEXT_TOO_LONG],
  ])('refuses %j with 400 and the message', async (body, message) => {
    const res = await transliterate(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });
});

interface EvalSong {
  language: string;
  stanzas: Array<{ lyrics: string; transliterations?: Array<{ text: string }> }>;
}

/**
 * An independent set run through both endpoints: the search evaluation's songs
 * (services/songs/src/search/search-eval.json, written by others for search), whose stanzas carry
 * a hand-written Latin transliteration line for line. Each Latin word typed is expected to
 * suggest its native word; each generated word is expected to fold like the human one.
 */
describe('the search evaluation songs, through the endpoints', () => {
  const songs = (
    JSON.parse(
      readFileSync(join(__dirname, '../../../services/songs/src/search/search-eval.json'), 'utf8'),
    ) as { songs: EvalSong[] }
  ).songs.filter((song) => song.language !== 'english');
  const pairs: Array<{ language: string; native: string; latin: string[] }> = [];
  for (const song of songs) {
    for (const stanza of song.stanzas) {
      const latin = stanza.transliterations?.[0]?.text;
      if (latin)
        pairs.push({ language: song.language, native: stanza.lyrics, latin: latin.split('\n') });
    }
  }

  it('types and transliterates most of their words (figures printed)', async () => {
    const figures: string[] = [];
    for (const language of ['malayalam', 'tamil', 'hindi']) {
      const words = new Map<string, string>();
      let alike = 0;
      let total = 0;
      for (const pair of pairs.filter((p) => p.language === language)) {
        const res = await transliterate({ text: pair.native, from: language });
        expect(res.status).toBe(200);
        const generated = res.body.text.split('\n');
        pair.native.split('\n').forEach((line, i) => {
          const nativeWords = tokenize(line);
          const humanWords = tokenize(pair.latin[i] ?? '');
          const ours = tokenize(generated[i] ?? '');
          if (nativeWords.length !== humanWords.length) return;
          nativeWords.forEach((word, j) => {
            const human = humanWords[j]?.text ?? '';
            words.set(human, word.text);
            total++;
            if (phoneticFold(ours[j]?.text ?? '') === phoneticFold(human)) alike++;
          });
        });
      }
      let top1 = 0;
      let top5 = 0;
      for (const [latin, native] of words) {
        const res = await suggest(`q=${latin}&language=${language}`);
        expect(res.status).toBe(200);
        if (res.body.candidates[0] === native) top1++;
        if (res.body.candidates.includes(native)) top5++;
      }
      figures.push(
        `${language}: typing ${words.size} words top-1 ${((top1 / words.size) * 100).toFixed(1)} %, ` +
          `top-5 ${((top5 / words.size) * 100).toFixed(1)} %; transliteration ${total} words ` +
          `${((alike / total) * 100).toFixed(1)} % fold alike`,
      );
      expect(words.size).toBeGreaterThan(50);
      // Floors well under the figures (the words are not in the word list): a regression guard.
      expect(top5 / words.size).toBeGreaterThanOrEqual(0.8);
      expect(alike / total).toBeGreaterThanOrEqual(0.75);
    }
    console.log(
      `Independent set (search-eval.json) through the REST endpoints:\n${figures.join('\n')}`,
    );
    // Hundreds of requests one after another: room on a busy machine (nothing here is timed).
  }, 120_000);
});
