import { signSharedSongGrant, signToken } from '@worship/subgraph-kit';
import { TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, newUser, startSongsService, type SongsService } from '../test/harness';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_shared_song');
});
afterAll(() => svc?.close());

/** What the gateway sends songs for `ScheduleSong.sharedSong` of a shared schedule. */
const SHARED = `query($r: [_Any!]!) { _entities(representations: $r) {
  ... on ScheduleSong { sharedSong { id title } } } }`;
const shared = async (grants: string[]) =>
  (
    await svc.ok(
      SHARED,
      { r: grants.map((songGrant) => ({ __typename: 'ScheduleSong', songGrant })) },
      ANON,
    )
  )._entities.map((e: { sharedSong: unknown }) => e.sharedSong);

describe('ScheduleSong.sharedSong (a public schedule opens its songs)', () => {
  it('answers the granted song to anyone, private ones included', async () => {
    const owner = newUser();
    const song = await svc.createSong(owner, {
      title: 'Private but shared',
      isPublic: false,
      groupId: svc.group(owner),
    });
    expect(await shared([signSharedSongGrant(song.id, TEST_VIEWER_SECRET)])).toEqual([
      { id: song.id, title: 'Private but shared' },
    ]);
  });

  it('opens nothing without a valid grant: empty, forged, expired, foreign-secret or another token', async () => {
    const song = await svc.createSong(newUser(), { title: 'Kept', isPublic: false });
    const grant = signSharedSongGrant(song.id, TEST_VIEWER_SECRET);
    const expired = signSharedSongGrant(song.id, TEST_VIEWER_SECRET, Date.now() - 120_000);
    const otherPurpose = signToken(
      { song: song.id },
      { secret: TEST_VIEWER_SECRET, purpose: 'viewer', lifetimeSeconds: 60 },
    );
    expect(
      await shared([
        '',
        `${grant.slice(0, -2)}xx`,
        expired,
        signSharedSongGrant(song.id, `${TEST_VIEWER_SECRET}-not-ours`),
        otherPurpose,
        signSharedSongGrant('not-a-uuid', TEST_VIEWER_SECRET),
      ]),
    ).toEqual([null, null, null, null, null, null]);
  });
});
