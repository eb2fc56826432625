import { randomUUID } from 'node:crypto';
import { signCalendarGroupGrant, signSharedSongGrant } from '@worship/subgraph-kit';
import { TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, startGroupsService, type GroupsService } from '../test/harness';

let svc: GroupsService;
beforeAll(async () => {
  svc = await startGroupsService('groups_calendar_feed_group');
});
afterAll(() => svc?.close());

const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) {
  ... on CalendarFeedGroup { name } } }`;
const refs = (...grants: string[]) =>
  grants.map((groupGrant) => ({ __typename: 'CalendarFeedGroup', groupGrant }));

describe('CalendarFeedGroup references (issue 21, a calendar feed read signed out)', () => {
  it('answers the granted group’s name to anyone, and null for a forged, foreign or stale grant', async () => {
    const { group } = await svc.groupWithMembers(0, 'ഞായർ ക്വയർ');
    const grant = signCalendarGroupGrant(group.id, TEST_VIEWER_SECRET);
    const { _entities } = await svc.ok(
      ENTITIES,
      {
        r: refs(
          grant,
          `${grant}x`,
          signCalendarGroupGrant(group.id, `${TEST_VIEWER_SECRET}-other`),
          signCalendarGroupGrant(group.id, TEST_VIEWER_SECRET, Date.now() - 120_000),
          signSharedSongGrant(group.id, TEST_VIEWER_SECRET),
          signCalendarGroupGrant(randomUUID(), TEST_VIEWER_SECRET),
          '',
        ),
      },
      ANON,
    );
    expect(_entities).toEqual([
      { name: 'ഞായർ ക്വയർ' },
      { name: null },
      { name: null },
      { name: null },
      { name: null },
      { name: null },
      { name: null },
    ]);
  });
});
