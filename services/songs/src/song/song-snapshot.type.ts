import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Language } from './song-language';
import { Transliteration } from './transliteration.entity';

/** A stanza's content as a save writes it and a version keeps it. */
export interface StanzaContent {
  label: string | null;
  lyrics: string;
  transliterations: Pick<Transliteration, 'language' | 'text'>[];
}

/** A stanza's content alone: an input's, a row's with its transliterations, a snapshot's. */
export const stanzaContent = (stanza: StanzaContent): StanzaContent => ({
  label: stanza.label,
  lyrics: stanza.lyrics,
  transliterations: stanza.transliterations.map(({ language, text }) => ({ language, text })),
});

/** A stanza as a version of its song kept it. */
@ObjectType()
export class SnapshotStanza {
  @Field(() => Int)
  position: number;

  @Field(() => String, { nullable: true })
  label: string | null;

  @Field(() => String)
  lyrics: string;

  @Field(() => [Transliteration])
  transliterations: Pick<Transliteration, 'language' | 'text'>[];
}

/** Everything a save can change of a song, as one version of it held it (song_versions). */
@ObjectType()
export class SongSnapshot {
  @Field(() => String)
  title: string;

  @Field(() => Language)
  language: Language;

  @Field(() => String, { nullable: true })
  author: string | null;

  @Field(() => String, { nullable: true })
  artist: string | null;

  @Field(() => String, { nullable: true })
  key: string | null;

  @Field(() => Int, { nullable: true })
  tempo: number | null;

  @Field(() => String, { nullable: true })
  copyright: string | null;

  @Field(() => String, { nullable: true })
  ccliNumber: string | null;

  @Field(() => String, { nullable: true })
  translation: string | null;

  @Field(() => Boolean)
  isPublic: boolean;

  @Field(() => Int, { nullable: true })
  capo: number | null;

  @Field(() => [Int])
  sectionOrder: number[];

  @Field(() => ID, { nullable: true })
  categoryId: string | null;

  @Field(() => [SnapshotStanza])
  stanzas: SnapshotStanza[];
}

/** The snapshot's fields a save compares to name what changed (`changedFields`), in this order. */
export const SNAPSHOT_FIELDS = [
  'title',
  'language',
  'author',
  'artist',
  'key',
  'tempo',
  'copyright',
  'ccliNumber',
  'translation',
  'isPublic',
  'capo',
  'sectionOrder',
  'categoryId',
  'stanzas',
] as const satisfies readonly (keyof SongSnapshot)[];
