import type { EntityManager } from '@worship/subgraph-kit';
import { notifyMemberDeparted, notifyScheduleAccess } from '../live/live-access.service';
import { stopLeadingInGroup } from '../live/live.service';
import { Schedule } from '../schedule/schedule.entity';
import { publishSongUses, songsOfGroup } from './song-uses.events';

/**
 * A group was deleted in the groups service: its schedules go with it (DESIGN §4), their songs
 * and ratings by the foreign keys' cascade, and their live followers are let go. Idempotent.
 * Returns how many schedules were deleted.
 */
export async function deleteGroupSchedules(em: EntityManager, groupId: string): Promise<number> {
  const schedules = await em.find(Schedule, { groupId }, { fields: ['id', 'isPublic'] });
  const songIds = await songsOfGroup(em, groupId);
  for (const { id, isPublic } of schedules)
    await notifyScheduleAccess(em, id, { isPublic, deleted: true });
  const deleted = await em.nativeDelete(Schedule, { groupId });
  // Issue 21: the group's uses of its songs go (song.uses-changed, in the inbox's transaction).
  await publishSongUses(em, songIds);
  return deleted;
}

/**
 * A member left or was removed from a group: a schedule of the group they lead stops being led,
 * and their live streams of its schedules end. Idempotent (nobody leads twice, and a stream that
 * is gone cannot end again).
 */
export async function endDepartedMembersLive(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<void> {
  await stopLeadingInGroup(em, groupId, userId);
  await notifyMemberDeparted(em, groupId, userId);
}
