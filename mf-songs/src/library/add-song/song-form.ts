import type { CreateSongInput } from '../../__generated__/graphql';
import type { FieldErrors } from '../../lib/graphql-errors';
import { isSongLanguage, type SongLanguage } from '../../lib/languages';

/**
 * The Add Song form: its values, the client copy of the server's rules (spec §5 and the songs
 * contract, same messages) and the mutation input it sends.
 */

export const SONG_TITLE_REQUIRED = 'Song title is required';
export const SONG_TITLE_TOO_LONG = 'Title must be 200 characters or less';
export const LANGUAGE_REQUIRED = 'Please select a primary language';
export const STANZAS_REQUIRED = 'At least one stanza is required';
export const LYRICS_REQUIRED = 'Lyrics are required';
export const TRANSLITERATION_LANGUAGE_REQUIRED = 'Please select a language';
export const TRANSLITERATION_TEXT_REQUIRED = 'Transliteration text is required';
export const AUTHOR_TOO_LONG = 'Author must be 200 characters or less';
export const LYRICS_TOO_LONG = 'Lyrics must be 10000 characters or less';
export const TRANSLITERATION_TOO_LONG = 'Transliteration text must be 10000 characters or less';

export const TITLE_MAX = 200;
export const AUTHOR_MAX = 200;
export const LYRICS_MAX = 10_000;
export const TRANSLITERATION_MAX = 10_000;
export const MAX_STANZAS = 100;
export const MAX_TRANSLITERATIONS = 10;

/** The Category select's "No category" value: sent as no category at all. */
export const NO_CATEGORY = 'none';

export interface TransliterationRow {
  key: string;
  language: SongLanguage | '';
  text: string;
}

export interface StanzaRow {
  key: string;
  lyrics: string;
  transliterations: TransliterationRow[];
}

export interface SongFormValues {
  title: string;
  language: SongLanguage | '';
  author: string;
  categoryId: string;
  stanzas: StanzaRow[];
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

/** Spec §4: each transliteration row starts with english and empty text. */
export const newTransliterationRow = (): TransliterationRow => ({
  key: newKey('transliteration'),
  language: 'english',
  text: '',
});

export const newStanzaRow = (): StanzaRow => ({
  key: newKey('stanza'),
  lyrics: '',
  transliterations: [],
});

/** Spec §4 initial state: empty title and author, english, one empty stanza, no category. */
export const initialSongForm = (): SongFormValues => ({
  title: '',
  language: 'english',
  author: '',
  categoryId: NO_CATEGORY,
  stanzas: [newStanzaRow()],
});

export const stanzaPath = (stanza: number) => `stanzas.${stanza}`;
export const lyricsPath = (stanza: number) => `stanzas.${stanza}.lyrics`;
export const transliterationPath = (stanza: number, row: number, field: 'language' | 'text') =>
  `stanzas.${stanza}.transliterations.${row}.${field}`;

const isBlank = (text: string) => text.trim() === '';

/** Errors by field path ('title', 'stanzas.0.lyrics', …); empty when the form can be sent. */
export function validateSongForm(values: SongFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = SONG_TITLE_REQUIRED;
  else if (title.length > TITLE_MAX) errors.title = SONG_TITLE_TOO_LONG;
  if (!isSongLanguage(values.language)) errors.language = LANGUAGE_REQUIRED;
  if (values.author.trim().length > AUTHOR_MAX) errors.author = AUTHOR_TOO_LONG;
  if (values.stanzas.length === 0) errors.stanzas = STANZAS_REQUIRED;
  values.stanzas.forEach((stanza, s) => {
    if (isBlank(stanza.lyrics)) errors[lyricsPath(s)] = LYRICS_REQUIRED;
    else if (stanza.lyrics.trim().length > LYRICS_MAX) errors[lyricsPath(s)] = LYRICS_TOO_LONG;
    stanza.transliterations.forEach((row, r) => {
      // Rows without text are dropped at submit (spec §5), so they are never wrong.
      if (isBlank(row.text)) return;
      if (!isSongLanguage(row.language))
        errors[transliterationPath(s, r, 'language')] = TRANSLITERATION_LANGUAGE_REQUIRED;
      if (row.text.trim().length > TRANSLITERATION_MAX)
        errors[transliterationPath(s, r, 'text')] = TRANSLITERATION_TOO_LONG;
    });
  });
  return errors;
}

export interface SongSubmission {
  input: CreateSongInput;
  /**
   * Maps a server field path to the form's: the server numbers transliterations after blank
   * rows were dropped, the form before.
   */
  toFormPath: (serverPath: string) => string;
}

/**
 * The createSong input (spec §5): trimmed title, no author when empty, no category for 'none',
 * blank transliteration rows dropped, the selected group.
 */
export function toCreateSongInput(
  values: SongFormValues,
  groupId: string | null | undefined,
): SongSubmission {
  const keptRows: number[][] = [];
  const stanzas = values.stanzas.map((stanza, s) => {
    const kept = stanza.transliterations
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => !isBlank(row.text));
    keptRows[s] = kept.map(({ index }) => index);
    return {
      lyrics: stanza.lyrics.trim(),
      transliterations: kept.map(({ row }) => ({ language: row.language, text: row.text.trim() })),
    };
  });

  const input: CreateSongInput = { title: values.title.trim(), language: values.language };
  const author = values.author.trim();
  if (author) input.author = author;
  if (values.categoryId && values.categoryId !== NO_CATEGORY) input.categoryId = values.categoryId;
  if (groupId) input.groupId = groupId;
  input.stanzas = stanzas;

  const toFormPath = (serverPath: string) => {
    const match = /^stanzas\.(\d+)\.transliterations\.(\d+)(\..*)?$/.exec(serverPath);
    if (!match) return serverPath;
    const s = Number(match[1]);
    const formRow = keptRows[s]?.[Number(match[2])];
    return formRow === undefined
      ? serverPath
      : `stanzas.${s}.transliterations.${formRow}${match[3] ?? ''}`;
  };
  return { input, toFormPath };
}
