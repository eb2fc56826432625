import { openDatabase } from '@worship/subgraph-kit';
import { Category } from './category/category.entity';
import { migrations } from './migrations';
import { SongVersion } from './song/song-version.entity';
import { Song } from './song/song.entity';
import { Stanza } from './song/stanza.entity';
import { Transliteration } from './song/transliteration.entity';

export const SONGS_SCHEMA = 'songs';
export const entities = [Song, Stanza, Transliteration, SongVersion, Category];

/** Connects to the songs schema and runs pending migrations. */
export function openSongsDatabase(options: { url: string; poolMax: number; debug?: boolean }) {
  return openDatabase({ ...options, schema: SONGS_SCHEMA, entities, migrations });
}
