import {
  signSharedSongGrant,
  validateInput,
  type SubgraphContext,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';
import { Args, Ctx, Directive, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { requireMemberSchedule } from '../schedule/schedule.access';
import { Schedule } from '../schedule/schedule.entity';
import { requireVisibleSongs } from '../song/song.access';
import { SongReference } from '../song/song.reference';
import type { SongsClient } from '../song/songs-client';
import { ScheduleSong, type ScheduleSongRoot } from './schedule-song.entity';
import {
  AddScheduleSongArgs,
  AddScheduleSongsArgs,
  addOrderSchema,
  addSongsSchema,
  entryKeySchema,
  entrySectionOrderSchema,
  MoveScheduleSongArgs,
  ScheduleSongArgs,
} from './schedule-song.input';
import {
  addScheduleSong,
  addScheduleSongs,
  moveScheduleSong,
  removeScheduleSong,
  songIdOf,
} from './schedule-song.service';

/** What the schedule song resolver needs besides the request. */
export interface ScheduleSongSettings {
  /** The viewer's groups (one groups call per request, shared with the other resolvers). */
  viewerGroupIds: ViewerGroupIds;
  /** Which songs the viewer may add (the songs service decides). */
  songs: SongsClient;
  /** VIEWER_SIGNING_SECRET: signs `songGrant`, which songs verifies. */
  secret: string;
}

/**
 * The mutations of a schedule's songs (members of its group only) and `ScheduleSong.song`.
 * Each answers the schedule as it is after the change. Each mutation: the caller and their
 * access to the schedule, the input, then the songs it names (asked of songs only for a valid
 * input: at most 500 ids), the service.
 */
export function createScheduleSongResolver({
  viewerGroupIds,
  songs,
  secret,
}: ScheduleSongSettings) {
  @Resolver(() => ScheduleSong)
  class ScheduleSongResolver {
    /** Adds a song the caller may see at `order` (past the end or absent: appended). */
    @Mutation(() => Schedule)
    async addScheduleSong(
      @Args(() => AddScheduleSongArgs) { scheduleId, songId, order }: AddScheduleSongArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule> {
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, scheduleId);
      const data = validateInput(addOrderSchema, { order });
      const [id] = await requireVisibleSongs(ctx, songs, [songId]);
      return addScheduleSong(ctx.em, schedule.id, id!, data.order);
    }

    /** Appends songs in the given order, all or nothing. */
    @Mutation(() => Schedule)
    async addScheduleSongs(
      @Args(() => AddScheduleSongsArgs) { scheduleId, songIds }: AddScheduleSongsArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule> {
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, scheduleId);
      const data = validateInput(addSongsSchema, { songIds });
      const ids = await requireVisibleSongs(ctx, songs, data.songIds);
      return addScheduleSongs(ctx.em, schedule.id, ids);
    }

    /**
     * Moves a song of the schedule to `order` (1..n; absent keeps its place); when `key` is
     * given, plays it in that key ('' or null: the song's own); when `sectionOrder` is given,
     * sings its sections in that order ([] or null: the song's own).
     */
    @Mutation(() => Schedule)
    async moveScheduleSong(
      @Args(() => MoveScheduleSongArgs) args: MoveScheduleSongArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule> {
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, args.scheduleId);
      // An absent `key` or `sectionOrder` is undefined (keep), an explicit null clears.
      const { key } = validateInput(entryKeySchema, { key: args.key });
      const { sectionOrder } = validateInput(entrySectionOrderSchema, {
        sectionOrder: args.sectionOrder,
      });
      return moveScheduleSong(ctx.em, schedule.id, songIdOf(args.songId), {
        order: args.order ?? null,
        ...(key === undefined ? {} : { key }),
        ...(sectionOrder === undefined ? {} : { sectionOrder }),
      });
    }

    /** Removes a song of the schedule; those after it move up. */
    @Mutation(() => Schedule)
    async removeScheduleSong(
      @Args(() => ScheduleSongArgs) { scheduleId, songId }: ScheduleSongArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule> {
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, scheduleId);
      return removeScheduleSong(ctx.em, schedule.id, songIdOf(songId));
    }

    /** A reference the gateway completes from songs: null when the viewer may not see it. */
    @FieldResolver(() => SongReference, { nullable: true })
    song(@Root() scheduleSong: Pick<ScheduleSong, 'songId'>): SongReference {
      return { id: scheduleSong.songId };
    }

    /**
     * The key songs resolves `sharedSong` by: a short-lived grant to read this one song while
     * its schedule is public (whoever asks: the schedule is shared by link), else '' which opens
     * nothing. Inaccessible: it never leaves the gateway.
     */
    @FieldResolver(() => String)
    @Directive('@inaccessible')
    songGrant(@Root() scheduleSong: Pick<ScheduleSongRoot, 'songId' | 'shared'>): string {
      return scheduleSong.shared ? signSharedSongGrant(scheduleSong.songId, secret) : '';
    }
  }
  return ScheduleSongResolver;
}
