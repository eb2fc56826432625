import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, codeOf, newUser, startGroupsService, type GroupsService } from '../test/harness';

let svc: GroupsService;
beforeAll(async () => {
  svc = await startGroupsService('groups_group');
});
afterAll(() => svc?.close());

const CREATE = `mutation($input: CreateGroupInput!) {
  createGroup(input: $input) { id name description createdBy createdAt isOwner memberCount
    members { userId role } }
}`;
const MY_GROUPS = `{ myGroups { id name description createdBy createdAt isOwner memberCount } }`;
const GROUP = `query($id: ID!) { group(id: $id) { id name isOwner memberCount
  members { id groupId userId role joinedAt user { id } } } }`;
const DELETE = `mutation($id: ID!) { deleteGroup(id: $id) }`;

describe('createGroup', () => {
  it('creates a group whose creator is its owner and admin member', async () => {
    const owner = newUser();
    const { createGroup } = await svc.ok(
      CREATE,
      { input: { name: '  Youth Band  ', description: '  Friday nights ' } },
      owner,
    );
    expect(createGroup).toMatchObject({
      name: 'Youth Band',
      description: 'Friday nights',
      createdBy: owner.userId,
      isOwner: true,
      memberCount: 1,
      members: [{ userId: owner.userId, role: 'admin' }],
    });
    expect(new Date(createGroup.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await svc.rows('select * from groups.groups where id = $1', [createGroup.id]);
    expect(row).toMatchObject({
      name: 'Youth Band',
      description: 'Friday nights',
      created_by: owner.userId,
    });
    const members = await svc.rows(
      'select user_id, role from groups.group_members where group_id = $1',
      [createGroup.id],
    );
    expect(members).toEqual([{ user_id: owner.userId, role: 'admin' }]);
  });

  it('stores an empty or blank description as absent', async () => {
    const owner = newUser();
    for (const description of ['', '   ', null, undefined]) {
      const { createGroup } = await svc.ok(
        CREATE,
        { input: { name: 'Choir', description } },
        owner,
      );
      expect(createGroup.description).toBeNull();
    }
  });

  it.each([
    [{ name: '' }, 'Group name is required', 'name'],
    [{ name: '    ' }, 'Group name is required', 'name'],
    [{ name: 'x'.repeat(101) }, 'Name must be 100 characters or less', 'name'],
    [
      { name: 'ok', description: 'd'.repeat(501) },
      'Description must be 500 characters or less',
      'description',
    ],
  ])('refuses %j with the spec message and writes nothing', async (input, message, field) => {
    const before = await svc.snapshot();
    const result = await svc.gql(CREATE, { input }, newUser());
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: message });
    expect(await svc.snapshot()).toEqual(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const { createGroup } = await svc.ok(CREATE, { input: { name: 'n'.repeat(100) } }, newUser());
    expect(createGroup.name).toHaveLength(100);
  });

  it('refuses an anonymous caller and writes nothing', async () => {
    const before = await svc.snapshot();
    const result = await svc.gql(CREATE, { input: { name: 'Choir' } }, ANON);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('Unauthorized');
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses a request without the signed viewer header', async () => {
    const result = await svc.gql(CREATE, { input: { name: 'Choir' } }, null);
    expect(result.status).toBe(401);
  });
});

describe('myGroups', () => {
  it("lists the viewer's groups, oldest membership first, with owner flag and member count", async () => {
    const me = newUser();
    const other = newUser();
    const older = await svc.createGroup(other, 'Created first by someone else');
    const mine1 = await svc.createGroup(me, 'Mine 1');
    const mine2 = await svc.createGroup(me, 'Mine 2');
    await svc.createGroup(other, 'Not mine');
    // Joining a group created before mine: it comes after, because I joined it later.
    await svc.join(me, svc.tokenOf(await svc.inviteLink(other, older.id)));

    const { myGroups } = await svc.ok(MY_GROUPS, {}, me);
    expect(myGroups.map((g: { name: string }) => g.name)).toEqual([
      'Mine 1',
      'Mine 2',
      'Created first by someone else',
    ]);
    expect(myGroups[0]).toMatchObject({
      id: mine1.id,
      isOwner: true,
      memberCount: 1,
      createdBy: me.userId,
    });
    expect(myGroups[1]).toMatchObject({ id: mine2.id, isOwner: true });
    expect(myGroups[2]).toMatchObject({
      id: older.id,
      isOwner: false,
      memberCount: 2,
      createdBy: other.userId,
    });
  });

  it('is empty for a user without groups', async () => {
    expect((await svc.ok(MY_GROUPS, {}, newUser())).myGroups).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    expect(codeOf(await svc.gql(MY_GROUPS, {}, ANON))).toBe('UNAUTHENTICATED');
  });

  it('batches: the number of queries does not grow with the number of groups (no N+1)', async () => {
    const query = `{ myGroups { id isOwner memberCount members { id userId role user { id } } } }`;
    const countQueries = async (viewer: ReturnType<typeof newUser>) => {
      svc.queries.length = 0;
      const data = await svc.ok(query, {}, viewer);
      return { count: svc.queries.length, groups: data.myGroups.length };
    };

    const one = newUser();
    await svc.createGroup(one, 'Only');
    const five = newUser();
    for (let i = 0; i < 5; i++) {
      const { group } = await svc.groupWithMembers(2, `Team ${i}`);
      const owner = (
        await svc.rows('select created_by from groups.groups where id = $1', [group.id])
      )[0]!.created_by as string;
      await svc.join(
        five,
        svc.tokenOf(await svc.inviteLink({ userId: owner, isAdmin: false }, group.id)),
      );
    }

    const small = await countQueries(one);
    const large = await countQueries(five);
    expect(small.groups).toBe(1);
    expect(large.groups).toBe(5);
    expect(large.count).toBe(small.count);
    // memberships, groups, member counts, members
    expect(large.count).toBeLessThanOrEqual(4);
  });
});

describe('group(id)', () => {
  it('returns the group with its members to a member', async () => {
    const { owner, group, members } = await svc.groupWithMembers(2);
    const { group: found } = await svc.ok(GROUP, { id: group.id }, members[0]!);
    expect(found).toMatchObject({ id: group.id, isOwner: false, memberCount: 3 });
    expect(found.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [owner.userId, 'admin'],
      [members[0]!.userId, 'member'],
      [members[1]!.userId, 'member'],
    ]);
    expect(found.members[0]).toMatchObject({ groupId: group.id, user: { id: owner.userId } });
    expect((await svc.ok(GROUP, { id: group.id }, owner)).group.isOwner).toBe(true);
  });

  it('accepts an upper-case id', async () => {
    const owner = newUser();
    const group = await svc.createGroup(owner);
    expect((await svc.ok(GROUP, { id: group.id.toUpperCase() }, owner)).group.id).toBe(group.id);
  });

  it.each([
    ['a non-member', () => newUser(), 'NOT_FOUND'],
    ['an anonymous caller', () => ANON, 'UNAUTHENTICATED'],
  ])('refuses %s', async (_label, viewer, code) => {
    const { group } = await svc.groupWithMembers(1);
    const result = await svc.gql(GROUP, { id: group.id }, viewer());
    expect(codeOf(result)).toBe(code);
    expect(result.data?.group ?? null).toBeNull();
  });

  it.each(['not-a-uuid', '123', '', randomUUID()])(
    'answers NOT_FOUND for the id %j',
    async (id) => {
      const result = await svc.gql(GROUP, { id }, newUser());
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('Group not found');
    },
  );

  it('no longer shows a group to a member who left', async () => {
    const { group, members } = await svc.groupWithMembers(1);
    await svc.ok(`mutation($id: ID!) { leaveGroup(id: $id) }`, { id: group.id }, members[0]!);
    expect(codeOf(await svc.gql(GROUP, { id: group.id }, members[0]!))).toBe('NOT_FOUND');
  });
});

describe('deleteGroup', () => {
  it('lets the owner delete the group with its members, invites and departures, and queues group.deleted', async () => {
    const { owner, group, members } = await svc.groupWithMembers(2);
    await svc.ok(`mutation($id: ID!) { leaveGroup(id: $id) }`, { id: group.id }, members[1]!);
    const untouched = await svc.groupWithMembers(1, 'Untouched');

    expect((await svc.ok(DELETE, { id: group.id }, owner)).deleteGroup).toBe(true);

    for (const table of ['groups', 'group_members', 'invites', 'departures']) {
      const column = table === 'groups' ? 'id' : 'group_id';
      expect(
        await svc.rows(`select 1 from groups.${table} where ${column} = $1`, [group.id]),
      ).toEqual([]);
    }
    const events = await svc.rows(
      `select type, payload from groups.events where type = 'group.deleted' and payload->>'groupId' = $1`,
      [group.id],
    );
    expect(events).toEqual([
      {
        type: 'group.deleted',
        payload: {
          groupId: group.id,
          name: 'Sunday Team',
          deletedBy: owner.userId,
          memberUserIds: [owner.userId, members[0]!.userId],
        },
      },
    ]);
    expect(
      await svc.rows('select 1 from groups.groups where id = $1', [untouched.group.id]),
    ).toHaveLength(1);
    expect((await svc.ok(MY_GROUPS, {}, members[0]!)).myGroups).toEqual([]);
    expect(codeOf(await svc.join(newUser(), untouched.token))).toBeUndefined();
  });

  it.each([
    ['a non-owner member', 'FORBIDDEN', 'Only the group owner can delete the group'],
    ['a non-member', 'NOT_FOUND', 'Group not found'],
    ['an anonymous caller', 'UNAUTHENTICATED', 'Unauthorized'],
  ])('refuses %s and changes nothing', async (label, code, message) => {
    const { group, members } = await svc.groupWithMembers(1);
    const viewer =
      label === 'a non-owner member' ? members[0]! : label === 'a non-member' ? newUser() : ANON;
    const before = await svc.snapshot();
    const result = await svc.gql(DELETE, { id: group.id }, viewer);
    expect(codeOf(result)).toBe(code);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(await svc.snapshot()).toEqual(before);
  });

  it('answers NOT_FOUND for a malformed or unknown id', async () => {
    for (const id of ['nope', randomUUID()]) {
      expect(codeOf(await svc.gql(DELETE, { id }, newUser()))).toBe('NOT_FOUND');
    }
  });
});

describe('setGroupTimeZone (issue 21)', () => {
  const SET = `mutation($id: ID!, $timeZone: String) {
    setGroupTimeZone(id: $id, timeZone: $timeZone) { id timeZone } }`;
  const events = (groupId: string) =>
    svc.rows(
      `select payload from groups.events where type = 'group.time-zone-changed'
        and payload->>'groupId' = $1 order by created_at, id`,
      [groupId],
    );

  it('lets the owner set and reset the zone, queueing group.time-zone-changed once per change', async () => {
    const { owner, group } = await svc.groupWithMembers(0);
    expect(
      (await svc.ok(SET, { id: group.id, timeZone: ' Europe/London ' }, owner)).setGroupTimeZone,
    ).toEqual({ id: group.id, timeZone: 'Europe/London' });
    // The same zone again: no event.
    await svc.ok(SET, { id: group.id, timeZone: 'Europe/London' }, owner);
    expect((await svc.ok(SET, { id: group.id, timeZone: '' }, owner)).setGroupTimeZone).toEqual({
      id: group.id,
      timeZone: null,
    });
    expect(await events(group.id)).toEqual([
      { payload: { groupId: group.id, timeZone: 'Europe/London' } },
      { payload: { groupId: group.id, timeZone: null } },
    ]);
    const [row] = await svc.rows('select time_zone from groups.groups where id = $1', [group.id]);
    expect(row).toEqual({ time_zone: null });
  });

  it('refuses an unknown zone with the message, changing nothing', async () => {
    const { owner, group } = await svc.groupWithMembers(0);
    const before = await svc.snapshot();
    const result = await svc.gql(SET, { id: group.id, timeZone: 'Mars/Olympus' }, owner);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(
      'Time zone must be an IANA time zone, e.g. UTC or Europe/London',
    );
    expect(await svc.snapshot()).toEqual(before);
    expect(await events(group.id)).toEqual([]);
  });

  it.each([
    ['a non-owner member', 'FORBIDDEN', "Only the group owner can change the group's time zone"],
    ['a non-member', 'NOT_FOUND', 'Group not found'],
    ['an anonymous caller', 'UNAUTHENTICATED', 'Unauthorized'],
  ])('refuses %s and changes nothing', async (label, code, message) => {
    const { group, members } = await svc.groupWithMembers(1);
    const viewer =
      label === 'a non-owner member' ? members[0]! : label === 'a non-member' ? newUser() : ANON;
    const before = await svc.snapshot();
    const result = await svc.gql(SET, { id: group.id, timeZone: 'Europe/Paris' }, viewer);
    expect(codeOf(result)).toBe(code);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(await svc.snapshot()).toEqual(before);
    expect(await events(group.id)).toEqual([]);
  });
});
