import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { SongReference } from '../song/song.reference';

/**
 * Issue 21: one song of a group's CCLI copyright report for a date range. The songs service
 * answers the song's CCLI number, title, authors and copyright through `song` (null when the
 * viewer may no longer see it, e.g. deleted from the library: the row stays with its figures).
 */
@ObjectType()
export class CcliReportSong {
  @Field(() => ID)
  songId: string;

  @Field(() => SongReference, { nullable: true })
  song: SongReference | null;

  /** One per service in the range in which it was projected (usage.sql.ts). */
  @Field(() => Int)
  digitalUses: number;

  /** Copies printed of the range's schedules holding it (recordSchedulePrint). */
  @Field(() => Int)
  printCopies: number;

  /** Its latest use in the range; null when only printed. */
  @Field(() => Date, { nullable: true })
  lastUsed: Date | null;
}

@ArgsType()
export class CcliReportArgs {
  /** The first service date, YYYY-MM-DD (inclusive). */
  @Field(() => String)
  from: string;

  /** The last service date, YYYY-MM-DD (inclusive). */
  @Field(() => String)
  to: string;
}

export type CcliReportRow = Omit<CcliReportSong, 'song'>;
