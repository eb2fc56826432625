import type { EventHandlers } from '@worship/subgraph-kit';
import { z } from 'zod';
import { releaseDeletedUsersCategories } from '../account/account-songs.service';
import { replaceSongUses } from '../usage/song-uses.service';
import { detachGroupSongs } from './group-events.service';

const groupDeletedSchema = z.object({ groupId: z.uuid() });
const userDeletedSchema = z.object({ userId: z.uuid() });
const songUsesChangedSchema = z.object({
  songId: z.uuid(),
  version: z.number().int().positive(),
  uses: z.array(z.object({ groupId: z.uuid(), at: z.iso.datetime({ offset: true }) })),
});

/**
 * The domain events songs subscribes to (groups' outbox, delivered by the kit's relay to
 * `POST /internal/events`). Each runs in the transaction that records the event in
 * `songs.inbox`, so a repeated delivery changes nothing. Producers list songs with exactly
 * these types: `EVENT_SUBSCRIBERS=songs:group.deleted=<songs url>`.
 */
export const songsEventHandlers: EventHandlers = {
  'group.deleted': async (em, event) => {
    // A payload that does not parse is the producer's bug: 500, logged, retried after a fix.
    const { groupId } = groupDeletedSchema.parse(event.payload);
    await detachGroupSongs(em, groupId);
  },
  // identity's outbox: `EVENT_SUBSCRIBERS=songs:user.deleted=<songs url>`.
  'user.deleted': async (em, event) => {
    const { userId } = userDeletedSchema.parse(event.payload);
    await releaseDeletedUsersCategories(em, userId.toLowerCase());
  },
  // Issue 21, schedules' outbox: `EVENT_SUBSCRIBERS=songs:song.uses-changed=<songs url>`. The
  // song's candidate use instants, kept for the library's usage filter and sort.
  'song.uses-changed': async (em, event) => {
    const { songId, version, uses } = songUsesChangedSchema.parse(event.payload);
    await replaceSongUses(
      em,
      songId.toLowerCase(),
      version,
      uses.map((use) => ({ groupId: use.groupId.toLowerCase(), at: new Date(use.at) })),
    );
  },
};
