import type { SongCard, SongFields } from '../lib/song.graphql';

/** Songs as the API returns them (with __typename, as Apollo's cache expects), for tests. */
export function makeSong(overrides: Partial<SongFields> = {}): SongFields {
  // Not annotated, so the __typename fields (absent from the generated types) are allowed.
  const song = {
    __typename: 'Song' as const,
    id: 'song-1',
    title: 'യേശുവേ നിന്നെ',
    language: 'malayalam' as const,
    author: 'Sadhu Kochukunju',
    artist: null,
    key: null,
    tempo: null,
    capo: null,
    copyright: null,
    ccliNumber: null,
    translation: null,
    sectionOrder: [] as number[],
    version: 1,
    canEdit: true,
    canDelete: true,
    isPublic: true,
    groupId: 'group-1',
    createdBy: 'user-1',
    createdAt: '2025-03-01T10:00:00.000Z',
    category: { __typename: 'Category', id: 'cat-1', name: 'Worship', color: '#8b5cf6' },
    stanzas: [
      {
        __typename: 'Stanza',
        id: 'st-1',
        position: 0,
        label: null,
        lyrics: 'യേശുവേ നിന്നെ സ്തുതിക്കും',
        transliterations: [
          { __typename: 'Transliteration', language: 'hindi' as const, text: 'येशुवे निन्ने' },
          {
            __typename: 'Transliteration',
            language: 'english' as const,
            text: 'Yeshuve ninne sthuthikkum',
          },
          { __typename: 'Transliteration', language: 'tamil' as const, text: 'யேசுவே நின்னே' },
        ],
      },
      {
        __typename: 'Stanza',
        id: 'st-2',
        position: 1,
        label: null,
        lyrics: 'രണ്ടാം ചരണം',
        transliterations: [],
      },
    ],
    creator: { __typename: 'User', id: 'user-1', firstName: 'Grace' },
  };
  const merged = { ...song, ...overrides };
  // The card fields follow the stanzas, as the songs service derives them (short test lyrics:
  // nothing to cut).
  const first = [...merged.stanzas].sort((a, b) => a.position - b.position)[0];
  return {
    ...merged,
    lyricsExcerpt: overrides.lyricsExcerpt ?? first?.lyrics.trim() ?? '',
    transliterationPreviews: overrides.transliterationPreviews ?? first?.transliterations ?? [],
  };
}

/** A song as the lists carry it (SongCardFields): no stanzas, artist or translation. */
export function toCard(song: SongFields): SongCard {
  const card: Record<string, unknown> = { ...song };
  for (const field of [
    'stanzas',
    'artist',
    'translation',
    'capo',
    'copyright',
    'ccliNumber',
    'sectionOrder',
    'version',
  ])
    delete card[field];
  return card as SongCard;
}

type Stanza = SongFields['stanzas'][number];

/** A stanza with transliterations given as [language, text] pairs. */
export function makeStanza(
  id: string,
  position: number,
  lyrics: string,
  transliterations: ReadonlyArray<
    readonly [Stanza['transliterations'][number]['language'], string]
  > = [],
): Stanza {
  const stanza = {
    __typename: 'Stanza' as const,
    id,
    position,
    label: null,
    lyrics,
    transliterations: transliterations.map(([language, text]) => ({
      __typename: 'Transliteration' as const,
      language,
      text,
    })),
  };
  return stanza;
}
