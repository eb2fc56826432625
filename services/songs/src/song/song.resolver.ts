import {
  isUuid,
  optionalGroupOf,
  UserReference,
  validateInput,
  type SubgraphContext,
} from '@worship/subgraph-kit';
import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Category } from '../category/category.entity';
import { categoryLoaders } from '../category/category.loaders';
import { PUBLIC_SCOPE, requireSongScope, songScopeOf } from '../membership/membership.access';
import type { ViewerGroupIds } from '../membership/membership.loaders';
import { stripChords } from '@worship/common';
import {
  CreateSongInput,
  createSongSchema,
  PublicSongsArgs,
  publicSongsArgsSchema,
  PublicSongSearchSuggestionsArgs,
  SearchPublicSongsArgs,
  SearchSongsArgs,
  SongSearchSuggestionsArgs,
  searchSongsArgsSchema,
  SongsArgs,
  songsArgsSchema,
  UpdateSongInput,
  updateSongSchema,
} from './song.input';
import {
  canDeleteSong,
  canEditSong,
  requireDeletableSong,
  requireEditableSong,
} from './song.access';
import { SongVersion } from './song-version.entity';
import { findVersion, listVersions } from './song-version.service';
import { Song } from './song.entity';
import { songLoaders } from './song.loaders';
import { listAuthors, listSongs, type SongScope } from './song.read-model';
import { searchSuggestions } from '../search/search-suggestions';
import { searchSongs } from '../search/song-search';
import { songSortOf, usageFilterOf } from '../usage/song-usage.input';
import {
  createSong,
  deleteSong,
  isVisible,
  restoreSongVersion,
  updateSong,
  type SongVisibility,
} from './song.service';
import { Stanza } from './stanza.entity';
import { Transliteration } from './transliteration.entity';

/**
 * What the field resolvers read of a song. A Pick, not the class: for a class type type-graphql
 * copies every plain row (song.read-model.ts) into a new entity instance, MikroORM's setters and all
 * (~60 µs a song).
 */
type SongRoot = Pick<Song, 'id' | 'categoryId'> & SongVisibility;

/** Spec §9: a card's lyric excerpt and transliteration preview. */
export const LYRICS_EXCERPT_LENGTH = 150;
export const TRANSLITERATION_PREVIEW_LENGTH = 100;

/**
 * The first `max` characters of the trimmed text as sung (inline chords left out), with an
 * ellipsis when something was cut.
 */
function excerpt(text: string, max: number): string {
  const trimmed = stripChords(text).trim();
  return trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed;
}

/** One song by id if the scope may see it, else null (malformed and unknown ids too). */
async function visibleSong(ctx: SubgraphContext, scope: SongScope, id: string) {
  if (!isUuid(id)) return null;
  const song = await songLoaders(ctx).byId.load(id.toLowerCase());
  return song && isVisible(song, scope) ? song : null;
}

/**
 * The song queries and mutation. Built by a factory: the viewer's groups come from the groups
 * service through `viewerGroupIds` (one call per request, none for anonymous callers).
 */
export function createSongResolver(
  viewerGroupIds: ViewerGroupIds,
  /** The groups the viewer owns (their songs the viewer may delete). */
  viewerOwnedGroupIds: ViewerGroupIds,
) {
  /** A song the caller may edit, by id, else null (no error: the history is simply not theirs). */
  async function editableSong(ctx: SubgraphContext, id: string) {
    const scope = await songScopeOf(ctx, viewerGroupIds);
    const song = await visibleSong(ctx, scope, id);
    return song && canEditSong(song, scope, ctx.viewer) ? song : null;
  }

  @Resolver(() => Song)
  class SongResolver {
    /**
     * The songs the caller may see, newest first; with `groupId`, only that group's, which the
     * caller must belong to (else NOT_FOUND).
     */
    @Query(() => [Song])
    async songs(@Args(() => SongsArgs) args: SongsArgs, @Ctx() ctx: SubgraphContext) {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const groupId = optionalGroupOf(scope, args.groupId);
      const { limit, offset, sort, ...usage } = validateInput(songsArgsSchema, args);
      const filters = { groupId, usage: usageFilterOf(usage) };
      return listSongs(ctx.em, scope, filters, { limit, offset }, songSortOf(sort));
    }

    /** Search over the songs the caller may see (title matches first); blank lists them. */
    @Query(() => [Song])
    async searchSongs(
      @Args(() => SearchSongsArgs) args: SearchSongsArgs,
      @Ctx() ctx: SubgraphContext,
    ) {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const groupId = optionalGroupOf(scope, args.groupId);
      const { query, limit, offset, neverUsed, notUsedForMonths, ...filters } = validateInput(
        searchSongsArgsSchema,
        args,
      );
      const usage = usageFilterOf({ neverUsed, notUsedForMonths });
      return searchSongs(ctx.em, scope, query, { ...filters, groupId, usage }, { limit, offset });
    }

    /**
     * Spellings that would find songs the caller may see, for a search that found none: the query
     * with each word that finds nothing replaced by a similar word of the library.
     */
    @Query(() => [String])
    async songSearchSuggestions(
      @Args(() => SongSearchSuggestionsArgs) args: SongSearchSuggestionsArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<string[]> {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const groupId = optionalGroupOf(scope, args.groupId);
      const { query, language, categoryId, ...usage } = validateInput(searchSongsArgsSchema, args);
      const filters = { language, categoryId, groupId, usage: usageFilterOf(usage) };
      return searchSuggestions(ctx.em, scope, query, filters);
    }

    /** One song the caller may see, else null. */
    @Query(() => Song, { nullable: true })
    async song(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext) {
      return visibleSong(ctx, await requireSongScope(ctx, viewerGroupIds), id);
    }

    /** Public songs, newest first, for anyone. */
    @Query(() => [Song])
    publicSongs(@Args(() => PublicSongsArgs) args: PublicSongsArgs, @Ctx() ctx: SubgraphContext) {
      const page = validateInput(publicSongsArgsSchema, args);
      return listSongs(ctx.em, PUBLIC_SCOPE, {}, page);
    }

    @Query(() => [Song])
    searchPublicSongs(
      @Args(() => SearchPublicSongsArgs) args: SearchPublicSongsArgs,
      @Ctx() ctx: SubgraphContext,
    ) {
      const { query, language, categoryId, limit, offset } = validateInput(
        searchSongsArgsSchema,
        args,
      );
      return searchSongs(ctx.em, PUBLIC_SCOPE, query, { language, categoryId }, { limit, offset });
    }

    /** songSearchSuggestions over public songs, for anyone. */
    @Query(() => [String])
    publicSongSearchSuggestions(
      @Args(() => PublicSongSearchSuggestionsArgs) args: PublicSongSearchSuggestionsArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<string[]> {
      const { query, language, categoryId } = validateInput(searchSongsArgsSchema, args);
      return searchSuggestions(ctx.em, PUBLIC_SCOPE, query, { language, categoryId });
    }

    /** A public song for anyone; null unless it is public. */
    @Query(() => Song, { nullable: true })
    publicSong(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext) {
      return visibleSong(ctx, PUBLIC_SCOPE, id);
    }

    /** Distinct authors of the songs the caller may see, for the Add Song suggestions. */
    @Query(() => [String])
    async songAuthors(@Ctx() ctx: SubgraphContext): Promise<string[]> {
      return listAuthors(ctx.em, await requireSongScope(ctx, viewerGroupIds));
    }

    /**
     * Creates a song in the named group (the creator's), else in their first group, else in
     * none. Nothing is stored when the input is refused.
     */
    @Mutation(() => Song)
    async createSong(
      @Arg('input', () => CreateSongInput) input: CreateSongInput,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Song> {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const groupId = optionalGroupOf(scope, input.groupId) ?? scope.groupIds[0] ?? null;
      const data = validateInput(createSongSchema, input);
      return createSong(ctx.em, scope.userId, { ...data, groupId });
    }

    /**
     * Saves an edit (fields given replace the stored ones; `stanzas` replaces them all) as the
     * song's next version. Members of its group, its creator and site admins; a stale
     * `expectedVersion` is a CONFLICT with `currentVersion`, and nothing is saved.
     */
    @Mutation(() => Song)
    async updateSong(
      @Arg('id', () => ID) id: string,
      @Arg('input', () => UpdateSongInput) input: UpdateSongInput,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Song> {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const song = await requireEditableSong(ctx, scope, id);
      const data = validateInput(updateSongSchema, input);
      return updateSong(ctx.em, scope.userId, song.id, data);
    }

    /**
     * Removes a song from the library (its creator, its group's owner, site admins); schedules
     * keep their entries of it. No new version.
     */
    @Mutation(() => Boolean)
    async deleteSong(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext) {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const song = await requireDeletableSong(ctx, scope, viewerOwnedGroupIds, id);
      return deleteSong(ctx.em, song.id);
    }

    /** Brings back an earlier version as the song's next one (`restoredFrom` set). */
    @Mutation(() => Song)
    async restoreSongVersion(
      @Arg('id', () => ID) id: string,
      @Arg('version', () => Int) version: number,
      @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Song> {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const song = await requireEditableSong(ctx, scope, id);
      return restoreSongVersion(ctx.em, scope.userId, song.id, version, expectedVersion ?? null);
    }

    /** One version of a song, for those who may edit it; null otherwise. */
    @Query(() => SongVersion, { nullable: true })
    async songVersion(
      @Arg('songId', () => ID) songId: string,
      @Arg('version', () => Int) version: number,
      @Ctx() ctx: SubgraphContext,
    ): Promise<SongVersion | null> {
      const song = await editableSong(ctx, songId);
      return song ? findVersion(ctx.em, song.id, version) : null;
    }

    /** Every version, newest first (the current one included); [] unless the caller may edit. */
    @FieldResolver(() => [SongVersion])
    async versions(@Root() song: SongRoot, @Ctx() ctx: SubgraphContext): Promise<SongVersion[]> {
      const scope = await songScopeOf(ctx, viewerGroupIds);
      return canEditSong(song, scope, ctx.viewer) ? listVersions(ctx.em, song.id) : [];
    }

    @FieldResolver(() => Boolean)
    async canEdit(@Root() song: SongRoot, @Ctx() ctx: SubgraphContext): Promise<boolean> {
      return canEditSong(song, await songScopeOf(ctx, viewerGroupIds), ctx.viewer);
    }

    @FieldResolver(() => Boolean)
    async canDelete(@Root() song: SongRoot, @Ctx() ctx: SubgraphContext): Promise<boolean> {
      if (!ctx.viewer.userId) return false;
      const [scope, owned] = await Promise.all([
        songScopeOf(ctx, viewerGroupIds),
        viewerOwnedGroupIds(ctx),
      ]);
      return canDeleteSong(song, scope, ctx.viewer, owned);
    }

    /** In order (batched across every song of the request). */
    @FieldResolver(() => [Stanza])
    stanzas(@Root() song: SongRoot, @Ctx() ctx: SubgraphContext): Promise<Stanza[]> {
      return songLoaders(ctx).stanzasBySong.load(song.id);
    }

    /** The stanzas' lyrics joined with a blank line. */
    @FieldResolver(() => String)
    async lyrics(@Root() song: SongRoot, @Ctx() ctx: SubgraphContext): Promise<string> {
      const stanzas = await songLoaders(ctx).stanzasBySong.load(song.id);
      return stanzas.map((stanza) => stanza.lyrics).join('\n\n');
    }

    /**
     * A card's lyric excerpt (spec §2, §9: 150 characters of the first stanza, "…" when cut).
     * Lists ask for this instead of `stanzas`: a song may hold 100 stanzas of 10,000 characters.
     */
    @FieldResolver(() => String)
    async lyricsExcerpt(@Root() song: SongRoot, @Ctx() ctx: SubgraphContext): Promise<string> {
      const first = await songLoaders(ctx).firstStanzaBySong.load(song.id);
      return excerpt(first?.lyrics ?? '', LYRICS_EXCERPT_LENGTH);
    }

    /**
     * A card's transliteration previews (spec §2, §9: 100 characters, "…" when cut): the first
     * stanza's transliterations in the order written; the reader's language order picks one.
     */
    @FieldResolver(() => [Transliteration])
    async transliterationPreviews(
      @Root() song: SongRoot,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Pick<Transliteration, 'language' | 'text'>[]> {
      const first = await songLoaders(ctx).firstStanzaBySong.load(song.id);
      return (first?.transliterations ?? []).map((row) => ({
        language: row.language,
        text: excerpt(row.text, TRANSLITERATION_PREVIEW_LENGTH),
      }));
    }

    /** The spec's single transliteration field: stanzas carry transliterations instead. */
    @FieldResolver(() => String, { nullable: true })
    transliteration(): string | null {
      return null;
    }

    @FieldResolver(() => Category, { nullable: true })
    category(@Root() song: SongRoot, @Ctx() ctx: SubgraphContext): Promise<Category | null> | null {
      return song.categoryId ? categoryLoaders(ctx).byId.load(song.categoryId) : null;
    }

    /** A federation reference: identity resolves the creator's names. */
    @FieldResolver(() => UserReference)
    creator(@Root() song: SongRoot): UserReference {
      return { id: song.createdBy };
    }
  }
  return SongResolver;
}
