/**
 * A song's section as the sheet fragment (lib/song-sheet.graphql.ts) reads it, with the
 * __typename fields Apollo's cache expects; `transliterations` as [language, text] pairs.
 */
export const stanza = (
  id: string,
  position: number,
  label: string | null,
  lyrics: string,
  transliterations: [string, string][] = [],
) => ({
  __typename: 'Stanza',
  id,
  position,
  label,
  lyrics,
  transliterations: transliterations.map(([language, text]) => ({
    __typename: 'Transliteration',
    language,
    text,
  })),
});
