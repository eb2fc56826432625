import { tooLongMessage } from './too-long';

// A song's limits and the spec's messages (§5): the songs service validates with them and the
// song form (Add and Edit) checks the same before it sends.

export const SONG_TITLE_MAX = 200;
export const SONG_AUTHOR_MAX = 200;
// The details a worship team adds (docs/songs-api.md).
export const SONG_ARTIST_MAX = 200;
export const SONG_COPYRIGHT_MAX = 200;
export const SONG_CCLI_MAX = 20;
/** Beats per minute. */
export const TEMPO_MIN = 1;
export const TEMPO_MAX = 400;
export const LYRICS_MAX = 10_000;
export const STANZAS_MAX = 100;
export const TRANSLITERATIONS_MAX = 10;

export const SONG_TITLE_REQUIRED = 'Song title is required';
export const SONG_TITLE_TOO_LONG = tooLongMessage('Title', SONG_TITLE_MAX);
export const SONG_AUTHOR_TOO_LONG = tooLongMessage('Author', SONG_AUTHOR_MAX);
export const SONG_ARTIST_TOO_LONG = tooLongMessage('Artist', SONG_ARTIST_MAX);
export const SONG_COPYRIGHT_TOO_LONG = tooLongMessage('Copyright', SONG_COPYRIGHT_MAX);
export const SONG_CCLI_TOO_LONG = tooLongMessage('CCLI number', SONG_CCLI_MAX);
export const LANGUAGE_REQUIRED = 'Please select a primary language';
export const STANZAS_REQUIRED = 'At least one stanza is required';
export const LYRICS_REQUIRED = 'Lyrics are required';
export const LYRICS_TOO_LONG = tooLongMessage('Lyrics', LYRICS_MAX);
export const TRANSLITERATION_LANGUAGE_REQUIRED = 'Please select a language';
export const TRANSLITERATION_TEXT_REQUIRED = 'Transliteration text is required';
export const TRANSLITERATION_TEXT_TOO_LONG = tooLongMessage('Transliteration text', LYRICS_MAX);
export const TEMPO_MESSAGE = `Tempo must be a whole number of beats per minute between ${TEMPO_MIN} and ${TEMPO_MAX}`;
