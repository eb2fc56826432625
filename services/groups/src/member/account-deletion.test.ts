import { deliverEventForTest } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, newUser, startGroupsService, type GroupsService } from '../test/harness';

let svc: GroupsService;

beforeAll(async () => {
  svc = await startGroupsService('groups_account_deletion');
});
afterAll(async () => {
  await svc?.close();
});

const PREVIEW = `{ accountDeletionPreview { group { id name } outcome newOwner { id } } }`;

/** identity's relay delivering `user.deleted` to groups. */
const userDeleted = (userId: string, id?: string) =>
  deliverEventForTest(
    svc.baseUrl,
    { type: 'user.deleted', payload: { userId, deletedAt: new Date().toISOString() }, id },
    { source: 'identity', destination: 'groups' },
  );

/**
 * A user who owns a group with others (joined in order: first, second), owns a group alone, and
 * is a member of someone else's group.
 */
async function leaverWithGroups() {
  const leaver = newUser();
  const shared = await svc.createGroup(leaver, 'Youth Group');
  const first = newUser();
  const second = newUser();
  const sharedToken = svc.tokenOf(await svc.inviteLink(leaver, shared.id));
  await svc.join(first, sharedToken);
  await svc.join(second, sharedToken);
  const alone = await svc.createGroup(leaver, 'Just Me');
  const other = await svc.groupWithMembers(0, 'Choir');
  await svc.join(leaver, other.token);
  return { leaver, shared, first, second, alone, other };
}

describe('accountDeletionPreview', () => {
  it('says which groups pass on (to whom), which are deleted and which the user leaves', async () => {
    const { leaver, shared, first, alone, other } = await leaverWithGroups();
    const data = await svc.ok(PREVIEW, {}, leaver);
    expect(data.accountDeletionPreview).toEqual([
      {
        group: { id: shared.id, name: 'Youth Group' },
        outcome: 'TRANSFERRED',
        newOwner: { id: first.userId },
      },
      { group: { id: alone.id, name: 'Just Me' }, outcome: 'DELETED', newOwner: null },
      { group: { id: other.group.id, name: 'Choir' }, outcome: 'LEFT', newOwner: null },
    ]);
  });

  it('is empty for a user without groups and refused for an anonymous caller', async () => {
    expect((await svc.ok(PREVIEW, {}, newUser())).accountDeletionPreview).toEqual([]);
    const anon = await svc.gql(PREVIEW, {}, ANON);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('user.deleted', () => {
  it('passes owned groups to the longest-standing member, deletes lone groups, ends memberships', async () => {
    const { leaver, shared, first, second, alone, other } = await leaverWithGroups();

    const result = await userDeleted(leaver.userId);
    expect(result).toMatchObject({ status: 200, body: { status: 'handled' } });

    const groups = await svc.rows<{ id: string; created_by: string }>(
      `select "id", "created_by" from "groups"."groups" where "id" in ($1, $2, $3)`,
      [shared.id, alone.id, other.group.id],
    );
    expect(groups).toHaveLength(2);
    expect(groups.find((g) => g.id === shared.id)?.created_by).toBe(first.userId);
    expect(groups.find((g) => g.id === other.group.id)?.created_by).toBe(other.owner.userId);

    const members = await svc.rows<{ group_id: string; user_id: string; role: string }>(
      `select "group_id", "user_id", "role" from "groups"."group_members"
        where "group_id" in ($1, $2) order by "joined_at"`,
      [shared.id, other.group.id],
    );
    expect(members).toEqual([
      { group_id: shared.id, user_id: first.userId, role: 'admin' },
      { group_id: shared.id, user_id: second.userId, role: 'member' },
      { group_id: other.group.id, user_id: other.owner.userId, role: 'admin' },
    ]);

    // The lone group's deletion is queued for songs and schedules, like deleteGroup's.
    const events = await svc.rows<{ type: string; payload: Record<string, unknown> }>(
      `select "type", "payload" from "groups"."events" where "payload"->>'groupId' = $1`,
      [alone.id],
    );
    expect(events).toEqual([
      {
        type: 'group.deleted',
        payload: {
          groupId: alone.id,
          name: 'Just Me',
          deletedBy: leaver.userId,
          memberUserIds: [leaver.userId],
        },
      },
    ]);

    // The new owner has the owner's rights.
    const asNewOwner = await svc.ok(
      `query($id: ID!) { group(id: $id) { isOwner } }`,
      { id: shared.id },
      first,
    );
    expect(asNewOwner.group).toEqual({ isOwner: true });
  });

  it('is idempotent: a repeated delivery changes nothing', async () => {
    const { leaver } = await leaverWithGroups();
    const first = await userDeleted(leaver.userId);
    const before = await svc.snapshot();
    const repeat = await userDeleted(leaver.userId, first.id);
    expect(repeat.body).toEqual({ status: 'duplicate' });
    // A second event for the same account (another id) finds nothing left to do.
    const again = await userDeleted(leaver.userId);
    expect(again.body).toEqual({ status: 'handled' });
    expect(await svc.snapshot()).toEqual(before);
  });

  it('leaves other users and their groups alone', async () => {
    const bystander = await svc.groupWithMembers(1, 'Bystanders');
    const before = await svc.rows(
      `select * from "groups"."group_members" where "group_id" = $1 order by "joined_at"`,
      [bystander.group.id],
    );
    await userDeleted(newUser().userId);
    expect(
      await svc.rows(
        `select * from "groups"."group_members" where "group_id" = $1 order by "joined_at"`,
        [bystander.group.id],
      ),
    ).toEqual(before);
  });
});
