import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, codeOf, newUser, startGroupsService, type GroupsService } from '../test/harness';
import { OWNER_CANNOT_BE_REMOVED, OWNER_CANNOT_LEAVE } from './member.service';

let svc: GroupsService;
beforeAll(async () => {
  svc = await startGroupsService('groups_member');
});
afterAll(() => svc?.close());

const LEAVE = `mutation($id: ID!) { leaveGroup(id: $id) }`;
const REMOVE = `mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) }`;
const MEMBERS = `query($id: ID!) { group(id: $id) { memberCount members { userId role } } }`;

const memberIds = async (groupId: string) =>
  (
    await svc.rows(
      'select user_id from groups.group_members where group_id = $1 order by joined_at',
      [groupId],
    )
  ).map((r) => r.user_id as string);

describe('leaveGroup', () => {
  it('lets a member leave, records the departure and queues member.departed', async () => {
    const { owner, group, members } = await svc.groupWithMembers(2);
    const [leaver, stayer] = members as [typeof owner, typeof owner];
    expect((await svc.ok(LEAVE, { id: group.id }, leaver)).leaveGroup).toBe(true);

    expect(await memberIds(group.id)).toEqual([owner.userId, stayer.userId]);
    const departures = await svc.rows('select user_id from groups.departures where group_id = $1', [
      group.id,
    ]);
    expect(departures).toEqual([{ user_id: leaver.userId }]);
    const events = await svc.rows(
      `select payload from groups.events where type = 'member.departed' and payload->>'groupId' = $1`,
      [group.id],
    );
    expect(events).toEqual([
      { payload: { groupId: group.id, userId: leaver.userId, reason: 'left', by: leaver.userId } },
    ]);
    const { group: seen } = await svc.ok(MEMBERS, { id: group.id }, owner);
    expect(seen.memberCount).toBe(2);
  });

  it('refuses the owner with the spec message and changes nothing', async () => {
    const { owner, group } = await svc.groupWithMembers(1);
    const before = await svc.snapshot();
    const result = await svc.gql(LEAVE, { id: group.id }, owner);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(OWNER_CANNOT_LEAVE);
    expect(OWNER_CANNOT_LEAVE).toBe('The group owner cannot leave the group. Delete it instead.');
    expect(await svc.snapshot()).toEqual(before);
  });

  it.each([
    ['a non-member', () => newUser(), 'NOT_FOUND'],
    ['an anonymous caller', () => ANON, 'UNAUTHENTICATED'],
  ])('refuses %s and changes nothing', async (_label, viewer, code) => {
    const { group } = await svc.groupWithMembers(1);
    const before = await svc.snapshot();
    expect(codeOf(await svc.gql(LEAVE, { id: group.id }, viewer()))).toBe(code);
    expect(await svc.snapshot()).toEqual(before);
  });

  it('answers NOT_FOUND for malformed and unknown ids, and for leaving twice', async () => {
    const { group, members } = await svc.groupWithMembers(1);
    expect(codeOf(await svc.gql(LEAVE, { id: 'x' }, members[0]!))).toBe('NOT_FOUND');
    expect(codeOf(await svc.gql(LEAVE, { id: randomUUID() }, members[0]!))).toBe('NOT_FOUND');
    await svc.ok(LEAVE, { id: group.id }, members[0]!);
    expect(codeOf(await svc.gql(LEAVE, { id: group.id }, members[0]!))).toBe('NOT_FOUND');
  });
});

describe('removeGroupMember', () => {
  it('lets the owner remove another member, recording the departure and queuing member.departed', async () => {
    const { owner, group, members } = await svc.groupWithMembers(2);
    const [removed, stayer] = members as [typeof owner, typeof owner];
    expect(
      (await svc.ok(REMOVE, { g: group.id, u: removed.userId }, owner)).removeGroupMember,
    ).toBe(true);
    expect(await memberIds(group.id)).toEqual([owner.userId, stayer.userId]);
    expect(
      await svc.rows('select user_id from groups.departures where group_id = $1', [group.id]),
    ).toEqual([{ user_id: removed.userId }]);
    const events = await svc.rows(
      `select payload from groups.events where type = 'member.departed' and payload->>'groupId' = $1`,
      [group.id],
    );
    expect(events).toEqual([
      {
        payload: { groupId: group.id, userId: removed.userId, reason: 'removed', by: owner.userId },
      },
    ]);
    expect(codeOf(await svc.gql(MEMBERS, { id: group.id }, removed))).toBe('NOT_FOUND');
  });

  it('refuses the owner removing themself, with an upper-case id too, and changes nothing', async () => {
    const { owner, group } = await svc.groupWithMembers(1);
    const before = await svc.snapshot();
    for (const u of [owner.userId, owner.userId.toUpperCase()]) {
      const result = await svc.gql(REMOVE, { g: group.id, u }, owner);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toBe(OWNER_CANNOT_BE_REMOVED);
    }
    expect(await svc.snapshot()).toEqual(before);
  });

  it('answers NOT_FOUND when the user is not a member, or the id is malformed', async () => {
    const { owner, group } = await svc.groupWithMembers(1);
    const other = await svc.groupWithMembers(1);
    const before = await svc.snapshot();
    for (const u of [randomUUID(), other.members[0]!.userId, 'not-a-uuid']) {
      const result = await svc.gql(REMOVE, { g: group.id, u }, owner);
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('Member not found');
    }
    expect(codeOf(await svc.gql(REMOVE, { g: 'bad', u: randomUUID() }, owner))).toBe('NOT_FOUND');
    expect(await svc.snapshot()).toEqual(before);
  });

  it.each([
    ['a non-owner member', 'FORBIDDEN', 'Only the group owner can remove members'],
    ['a non-member', 'NOT_FOUND', 'Group not found'],
    ['an anonymous caller', 'UNAUTHENTICATED', 'Unauthorized'],
  ])('refuses %s and changes nothing', async (label, code, message) => {
    const { owner, group, members } = await svc.groupWithMembers(2);
    const viewer =
      label === 'a non-owner member' ? members[0]! : label === 'a non-member' ? newUser() : ANON;
    const before = await svc.snapshot();
    for (const target of [members[1]!.userId, owner.userId]) {
      const result = await svc.gql(REMOVE, { g: group.id, u: target }, viewer);
      expect(codeOf(result)).toBe(code);
      expect(result.errors?.[0]?.message).toBe(message);
    }
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('GroupMember.user', () => {
  it('is a federation reference carrying the user id (identity resolves the rest)', async () => {
    const { owner, group } = await svc.groupWithMembers(0);
    const { group: found } = await svc.ok(
      `query($id: ID!) { group(id: $id) { members { userId user { __typename id } } } }`,
      { id: group.id },
      owner,
    );
    expect(found.members).toEqual([
      { userId: owner.userId, user: { __typename: 'User', id: owner.userId } },
    ]);
  });
});
