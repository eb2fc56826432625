import {
  ForbiddenError,
  isUuid,
  NotFoundError,
  type SubgraphContext,
  type Viewer,
} from '@worship/subgraph-kit';
import type { ViewerGroupIds } from '../membership/membership.loaders';
import type { Song } from './song.entity';
import { songLoaders } from './song.loaders';
import type { SongScope } from './song.read-model';
import { isVisible, SONG_NOT_FOUND, type SongVisibility } from './song.service';

export const SONG_EDIT_FORBIDDEN = "Only members of the song's group can edit it";
export const SONG_DELETE_FORBIDDEN =
  "Only the song's creator, its group's owner or a site admin can delete it";

/**
 * Who may edit a song and see its history: members of its group, its creator, and site admins
 * (those only songs they can see). Nobody edits a deleted song.
 */
export function canEditSong(song: SongVisibility, scope: SongScope, viewer: Viewer): boolean {
  if (!scope.userId || !isVisible(song, scope)) return false;
  return (
    viewer.isAdmin ||
    song.createdBy === scope.userId ||
    (!!song.groupId && scope.groupIds.includes(song.groupId))
  );
}

/**
 * Who may delete a song: its creator, the owner (creator) of its group, and site admins (those
 * only songs they can see).
 */
export function canDeleteSong(
  song: SongVisibility,
  scope: SongScope,
  viewer: Viewer,
  ownedGroupIds: readonly string[],
): boolean {
  if (!scope.userId || !isVisible(song, scope)) return false;
  return (
    viewer.isAdmin ||
    song.createdBy === scope.userId ||
    (!!song.groupId && ownedGroupIds.includes(song.groupId))
  );
}

/** The live song by id the scope may see: NOT_FOUND otherwise (malformed and unknown ids too). */
async function requireVisibleSong(context: SubgraphContext, scope: SongScope, id: string) {
  const song = isUuid(id) ? await songLoaders(context).byId.load(id.toLowerCase()) : null;
  if (!song || !isVisible(song, scope)) throw new NotFoundError(SONG_NOT_FOUND);
  return song;
}

/**
 * A song the signed-in caller may edit: NOT_FOUND when they cannot see it, FORBIDDEN when they
 * can but may not edit it; before their input is even read.
 */
export async function requireEditableSong(
  context: SubgraphContext,
  scope: SongScope,
  id: string,
): Promise<Song> {
  const song = await requireVisibleSong(context, scope, id);
  if (!canEditSong(song, scope, context.viewer)) throw new ForbiddenError(SONG_EDIT_FORBIDDEN);
  return song;
}

/** A song the signed-in caller may delete: NOT_FOUND / FORBIDDEN as requireEditableSong. */
export async function requireDeletableSong(
  context: SubgraphContext,
  scope: SongScope,
  viewerOwnedGroupIds: ViewerGroupIds,
  id: string,
): Promise<Song> {
  const song = await requireVisibleSong(context, scope, id);
  const owned = await viewerOwnedGroupIds(context);
  if (!canDeleteSong(song, scope, context.viewer, owned))
    throw new ForbiddenError(SONG_DELETE_FORBIDDEN);
  return song;
}
