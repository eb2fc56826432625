import { ArrayType, Entity, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { UuidEntity } from '@worship/subgraph-kit';
import { Field, Int, ObjectType } from 'type-graphql';
import { SongSnapshot } from './song-snapshot.type';
import { Song } from './song.entity';

/**
 * One saved state of a song: every save that changes something stores the NEW state (version 1
 * is the created song), so a song's list includes its current version. `editedBy` (the graph's
 * User) is a field resolver over `editorId`.
 */
@ObjectType()
@Entity({ tableName: 'song_versions' })
@Unique({ name: 'song_versions_song_id_version_unique', properties: ['songId', 'version'] })
export class SongVersion extends UuidEntity {
  @ManyToOne(() => Song, { mapToPk: true, fieldName: 'song_id', deleteRule: 'cascade' })
  songId: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  version: number;

  @Field(() => SongSnapshot)
  @Property({ type: 'json' })
  snapshot: SongSnapshot;

  @Property({ type: 'uuid', fieldName: 'edited_by' })
  editorId: string;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  editedAt: Date & Opt = new Date();

  /** The snapshot fields that differ from the version before ([] for version 1). */
  @Field(() => [String])
  @Property({ type: new ArrayType(), columnType: 'text[]', default: '{}' })
  changedFields: string[] & Opt = [];

  /** The version a restore brought back; null for an ordinary save. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  restoredFrom: (number & Opt) | null = null;
}
