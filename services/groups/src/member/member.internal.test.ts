import {
  createCoMemberClient,
  createMembershipClient,
  signViewer,
  VIEWER_HEADER,
} from '@worship/subgraph-kit';
import { TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, newUser, startGroupsService, type GroupsService } from '../test/harness';

let svc: GroupsService;
beforeAll(async () => {
  svc = await startGroupsService('groups_member_internal');
});
afterAll(() => svc?.close());

const get = (headers: Record<string, string> = {}) =>
  fetch(`${svc.baseUrl}/internal/memberships`, { headers });

describe('GET /internal/memberships', () => {
  it("answers the signed viewer's group ids, oldest membership first (the kit client reads it)", async () => {
    const me = newUser();
    const other = newUser();
    const older = await svc.createGroup(other, 'Created first, joined last');
    const mine1 = await svc.createGroup(me, 'Mine 1');
    const mine2 = await svc.createGroup(me, 'Mine 2');
    await svc.createGroup(other, 'Not mine');
    await svc.join(me, svc.tokenOf(await svc.inviteLink(other, older.id)));

    const client = createMembershipClient({ groupsUrl: svc.baseUrl, secret: TEST_VIEWER_SECRET });
    expect(await client.groupIdsOf(me)).toEqual([mine1.id, mine2.id, older.id]);
    expect(await client.groupIdsOf(other)).toHaveLength(2);
    expect(await client.groupIdsOf(newUser())).toEqual([]);
    // Owners' rights (deleting any song of the library) follow the groups they created.
    expect(await client.ownedGroupIdsOf(me)).toEqual([mine1.id, mine2.id]);
    expect(await client.ownedGroupIdsOf(other)).toEqual([older.id, expect.any(String)]);

    const res = await get({ [VIEWER_HEADER]: signViewer(me, TEST_VIEWER_SECRET) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      groupIds: [mine1.id, mine2.id, older.id],
      ownedGroupIds: [mine1.id, mine2.id],
    });
  });

  it('forgets a group the viewer left', async () => {
    const { group, members } = await svc.groupWithMembers(1);
    const client = createMembershipClient({ groupsUrl: svc.baseUrl, secret: TEST_VIEWER_SECRET });
    expect(await client.groupIdsOf(members[0]!)).toEqual([group.id]);
    await svc.ok(`mutation($id: ID!) { leaveGroup(id: $id) }`, { id: group.id }, members[0]!);
    expect(await client.groupIdsOf(members[0]!)).toEqual([]);
  });

  it('answers [] for an anonymous signed viewer', async () => {
    const res = await get({ [VIEWER_HEADER]: signViewer(ANON, TEST_VIEWER_SECRET) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ groupIds: [], ownedGroupIds: [] });
  });

  it.each([
    ['no header', {}],
    [
      'a forged header',
      { [VIEWER_HEADER]: signViewer(newUser(), 'another-secret-0123456789abcdef0123') },
    ],
    ['garbage', { [VIEWER_HEADER]: 'garbage' }],
  ])('refuses %s with 401', async (_label, headers) => {
    const res = await get(headers as Record<string, string>);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /internal/co-members', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${svc.baseUrl}/internal/co-members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers which of the asked users share a group with the signed viewer (the kit client reads it)', async () => {
    const { group, owner, members } = await svc.groupWithMembers(2);
    const outsider = newUser();
    await svc.createGroup(outsider, 'Elsewhere');
    const formerMember = members[1]!;
    await svc.ok(`mutation($id: ID!) { leaveGroup(id: $id) }`, { id: group.id }, formerMember);

    const client = createCoMemberClient({ groupsUrl: svc.baseUrl, secret: TEST_VIEWER_SECRET });
    const asked = [members[0]!.userId!, outsider.userId!, formerMember.userId!, 'not-a-uuid'];
    expect(await client.coMembersOf(owner, asked)).toEqual([members[0]!.userId]);
    expect(await client.coMembersOf(outsider, [owner.userId!])).toEqual([]);
    expect(await client.coMembersOf(ANON, [owner.userId!])).toEqual([]);

    const res = await post(
      { userIds: [owner.userId] },
      { [VIEWER_HEADER]: signViewer(members[0]!, TEST_VIEWER_SECRET) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ userIds: [owner.userId] });
  });

  it('answers [] for an anonymous signed viewer', async () => {
    const { owner } = await svc.groupWithMembers(0);
    const res = await post(
      { userIds: [owner.userId] },
      { [VIEWER_HEADER]: signViewer(ANON, TEST_VIEWER_SECRET) },
    );
    expect(await res.json()).toEqual({ userIds: [] });
  });

  it('refuses an unsigned call with 401 and a bad body with 400', async () => {
    const unsigned = await post({ userIds: [] });
    expect(unsigned.status).toBe(401);
    const signed = { [VIEWER_HEADER]: signViewer(newUser(), TEST_VIEWER_SECRET) };
    const bad = await post({ userIds: 'everyone' }, signed);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'userIds must be a list of ids',
      errors: { userIds: 'userIds must be a list of ids' },
    });
    const tooMany = await post(
      { userIds: Array.from({ length: 1001 }, () => newUser().userId) },
      signed,
    );
    expect(tooMany.status).toBe(400);
  });
});
