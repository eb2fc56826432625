import 'reflect-metadata';
import { describeZodError } from '@worship/subgraph-kit';
import { describe, expect, it } from 'vitest';
import {
  createSongSchema,
  searchSongsArgsSchema,
  songsArgsSchema,
  updateSongSchema,
} from './song.input';

const valid = { title: 'Amazing Grace', language: 'english', stanzas: [{ lyrics: 'Grace' }] };

/** The first message and the field errors, as the error contract reports them. */
const refusal = (input: unknown) => {
  const result = createSongSchema.safeParse(input);
  expect(result.success).toBe(false);
  return describeZodError(result.error!);
};

describe('createSongSchema', () => {
  it('trims, turns empty optional fields into null and defaults isPublic to true', () => {
    expect(
      createSongSchema.parse({
        ...valid,
        title: '  Amazing Grace ',
        author: '   ',
        artist: ' Chris ',
        key: '',
        copyright: null,
        stanzas: [{ lyrics: '  Grace  ', transliterations: null }],
      }),
    ).toEqual({
      title: 'Amazing Grace',
      language: 'english',
      author: null,
      categoryId: null,
      groupId: null,
      artist: 'Chris',
      key: null,
      tempo: null,
      copyright: null,
      ccliNumber: null,
      translation: null,
      isPublic: true,
      capo: null,
      sectionOrder: [],
      stanzas: [{ label: null, lyrics: 'Grace', transliterations: [] }],
    });
    expect(createSongSchema.parse({ ...valid, isPublic: false }).isPublic).toBe(false);
  });

  it.each(['', 'none', null, undefined])('reads the category %j as no category', (categoryId) => {
    expect(createSongSchema.parse({ ...valid, categoryId }).categoryId).toBeNull();
  });

  it('drops transliteration rows whose text is empty or whitespace, before validating', () => {
    const data = createSongSchema.parse({
      ...valid,
      stanzas: [
        {
          lyrics: 'Grace',
          transliterations: [
            { language: 'tamil', text: '' },
            { language: null, text: '   ' },
            { language: '', text: null },
            { language: 'malayalam', text: ' krupa ' },
          ],
        },
      ],
    });
    expect(data.stanzas[0]!.transliterations).toEqual([{ language: 'malayalam', text: 'krupa' }]);
  });

  it.each([
    [{ ...valid, title: undefined }, 'title', 'Song title is required'],
    [{ ...valid, title: '   ' }, 'title', 'Song title is required'],
    [{ ...valid, title: 't'.repeat(201) }, 'title', 'Title must be 200 characters or less'],
    [{ ...valid, language: undefined }, 'language', 'Please select a primary language'],
    [{ ...valid, language: '' }, 'language', 'Please select a primary language'],
    [{ ...valid, language: 'latin' }, 'language', 'Please select a primary language'],
    [{ ...valid, stanzas: [] }, 'stanzas', 'At least one stanza is required'],
    [{ ...valid, stanzas: null }, 'stanzas', 'At least one stanza is required'],
    [{ ...valid, stanzas: [{ lyrics: '  ' }] }, 'stanzas.0.lyrics', 'Lyrics are required'],
    [{ ...valid, stanzas: [{ lyrics: null }] }, 'stanzas.0.lyrics', 'Lyrics are required'],
    [
      { ...valid, stanzas: [{ lyrics: 'l'.repeat(10_001) }] },
      'stanzas.0.lyrics',
      'Lyrics must be 10000 characters or less',
    ],
    [
      { ...valid, stanzas: [{ lyrics: 'a', transliterations: [{ text: 'x' }] }] },
      'stanzas.0.transliterations.0.language',
      'Please select a language',
    ],
    [
      {
        ...valid,
        stanzas: [
          { lyrics: 'a' },
          {
            lyrics: 'b',
            transliterations: [
              { language: 'tamil', text: 'x' },
              { language: 'klingon', text: 'y' },
            ],
          },
        ],
      },
      'stanzas.1.transliterations.1.language',
      'Please select a language',
    ],
    [
      {
        ...valid,
        stanzas: [
          { lyrics: 'a', transliterations: [{ language: 'hindi', text: 't'.repeat(10_001) }] },
        ],
      },
      'stanzas.0.transliterations.0.text',
      'Transliteration text must be 10000 characters or less',
    ],
    [
      { ...valid, stanzas: Array.from({ length: 101 }, () => ({ lyrics: 'x' })) },
      'stanzas',
      'A song can have at most 100 stanzas',
    ],
    [
      {
        ...valid,
        stanzas: [
          {
            lyrics: 'a',
            transliterations: Array.from({ length: 11 }, () => ({ language: 'tamil', text: 'x' })),
          },
        ],
      },
      'stanzas.0.transliterations',
      'A stanza can have at most 10 transliterations',
    ],
    [{ ...valid, author: 'a'.repeat(201) }, 'author', 'Author must be 200 characters or less'],
    [{ ...valid, artist: 'a'.repeat(201) }, 'artist', 'Artist must be 200 characters or less'],
    [{ ...valid, key: 'k'.repeat(21) }, 'key', 'Key must be a key such as G, F#m or Bb'],
    [{ ...valid, key: 'H' }, 'key', 'Key must be a key such as G, F#m or Bb'],
    [{ ...valid, key: 'G7' }, 'key', 'Key must be a key such as G, F#m or Bb'],
    [{ ...valid, capo: 12 }, 'capo', 'Capo must be a whole number from 0 to 11'],
    [{ ...valid, capo: -1 }, 'capo', 'Capo must be a whole number from 0 to 11'],
    [{ ...valid, capo: 2.5 }, 'capo', 'Capo must be a whole number from 0 to 11'],
    [
      { ...valid, stanzas: [{ lyrics: 'a', label: 'l'.repeat(51) }] },
      'stanzas.0.label',
      'Section label must be 50 characters or less',
    ],
    [{ ...valid, sectionOrder: [1, 2] }, 'sectionOrder', 'Section order must name stanzas 1 to 1'],
    [{ ...valid, sectionOrder: [0] }, 'sectionOrder', 'Section order must name stanzas 1 to 1'],
    [
      { ...valid, sectionOrder: Array.from({ length: 101 }, () => 1) },
      'sectionOrder',
      'Section order can have at most 100 entries',
    ],
    [
      { ...valid, sectionOrder: ['1'] },
      'sectionOrder.0',
      'Section order must be a list of stanza numbers',
    ],
    [
      { ...valid, copyright: 'c'.repeat(201) },
      'copyright',
      'Copyright must be 200 characters or less',
    ],
    [
      { ...valid, ccliNumber: '1'.repeat(21) },
      'ccliNumber',
      'CCLI number must be 20 characters or less',
    ],
    [
      { ...valid, translation: 't'.repeat(20_001) },
      'translation',
      'Translation must be 20000 characters or less',
    ],
    [
      { ...valid, tempo: 0 },
      'tempo',
      'Tempo must be a whole number of beats per minute between 1 and 400',
    ],
    [
      { ...valid, tempo: 401 },
      'tempo',
      'Tempo must be a whole number of beats per minute between 1 and 400',
    ],
    [
      { ...valid, tempo: 72.5 },
      'tempo',
      'Tempo must be a whole number of beats per minute between 1 and 400',
    ],
    [
      { ...valid, tempo: '72' },
      'tempo',
      'Tempo must be a whole number of beats per minute between 1 and 400',
    ],
    [{ ...valid, title: 42 }, 'title', 'Song title is required'],
  ])('refuses %j: %s → %s', (input, field, message) => {
    const { fieldErrors } = refusal(input);
    expect(fieldErrors).toEqual({ [field]: message });
  });

  it('stores keys as normalizeKey spells them, whatever the case typed', () => {
    for (const [typed, stored] of [
      ['g', 'G'],
      ['f#m', 'F#m'],
      ['bb', 'Bb'],
      ['  A#  ', 'Bb'],
      ['Am', 'Am'],
    ])
      expect(createSongSchema.parse({ ...valid, key: typed }).key).toBe(stored);
  });

  it('keeps labels (trimmed, blank as none), capo and an order that repeats sections', () => {
    const data = createSongSchema.parse({
      ...valid,
      capo: 0,
      sectionOrder: [1, 2, 1, 2],
      stanzas: [
        { lyrics: 'Verse', label: ' Verse 1 ' },
        { lyrics: 'Chorus', label: 'Chorus' },
        { lyrics: 'Tag', label: '   ' },
      ],
    });
    expect(data.capo).toBe(0);
    expect(data.sectionOrder).toEqual([1, 2, 1, 2]);
    expect(data.stanzas.map((stanza) => stanza.label)).toEqual(['Verse 1', 'Chorus', null]);
  });

  it('reports every field at once, the first one as the message', () => {
    expect(refusal({ stanzas: [{ lyrics: '' }] })).toEqual({
      message: 'Song title is required',
      fieldErrors: {
        title: 'Song title is required',
        language: 'Please select a primary language',
        'stanzas.0.lyrics': 'Lyrics are required',
      },
    });
  });

  it('accepts the limits exactly', () => {
    const data = createSongSchema.parse({
      ...valid,
      title: 't'.repeat(200),
      tempo: 400,
      key: 'F#m',
      stanzas: Array.from({ length: 100 }, () => ({
        lyrics: 'l'.repeat(10_000),
        transliterations: Array.from({ length: 10 }, () => ({ language: 'hindi', text: 'x' })),
      })),
    });
    expect(data.stanzas).toHaveLength(100);
    expect(createSongSchema.parse({ ...valid, tempo: 1 }).tempo).toBe(1);
  });
});

describe('list and search arguments', () => {
  it('defaults and checks the page', () => {
    expect(songsArgsSchema.parse({ limit: null, offset: null })).toEqual({
      groupId: null,
      limit: 1000,
      offset: 0,
    });
    expect(songsArgsSchema.safeParse({ limit: 1001 }).error?.issues[0]?.message).toBe(
      'Limit must be between 1 and 1000',
    );
    expect(songsArgsSchema.safeParse({ offset: -1 }).error?.issues[0]?.message).toBe(
      'Offset must be 0 or more',
    );
  });

  it('refuses an unknown language filter by name, and reads empty filters as absent', () => {
    expect(
      searchSongsArgsSchema.safeParse({ query: 'x', language: 'xyz' }).error?.issues[0]?.message,
    ).toBe('Unknown language: xyz');
    expect(searchSongsArgsSchema.parse({ query: 'x', language: '', categoryId: '' })).toMatchObject(
      {
        language: null,
        categoryId: null,
        limit: 20,
        offset: 0,
      },
    );
    expect(searchSongsArgsSchema.parse({ query: 'x', language: 'tamil' }).language).toBe('tamil');
  });
});

describe('updateSongSchema', () => {
  it('keeps absent fields absent, checks given ones as createSongSchema does', () => {
    expect(updateSongSchema.parse({ title: ' New ', expectedVersion: 3 })).toEqual({
      title: 'New',
      expectedVersion: 3,
    });
    expect(updateSongSchema.parse({ author: '', key: 'c#m' })).toEqual({
      author: null,
      key: 'C#m',
      expectedVersion: null,
    });
    const result = updateSongSchema.safeParse({ title: null, key: 'X', stanzas: [] });
    expect(result.success).toBe(false);
    expect(describeZodError(result.error!).fieldErrors).toEqual({
      title: 'Song title is required',
      key: 'Key must be a key such as G, F#m or Bb',
      stanzas: 'At least one stanza is required',
    });
  });

  it('keeps the visibility for isPublic null (no default on an edit)', () => {
    expect(updateSongSchema.parse({ isPublic: null })).toEqual({ expectedVersion: null });
    expect(updateSongSchema.parse({ isPublic: false })).toEqual({
      isPublic: false,
      expectedVersion: null,
    });
  });

  it('ignores a group (an edit moves no song) and refuses a fractional expected version', () => {
    expect(updateSongSchema.parse({ groupId: 'x' })).toEqual({ expectedVersion: null });
    const result = updateSongSchema.safeParse({ expectedVersion: 1.5 });
    expect(describeZodError(result.error!).fieldErrors).toEqual({
      expectedVersion: 'Expected version must be a whole number',
    });
  });
});
