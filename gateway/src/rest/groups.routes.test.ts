import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import { BODY_NOT_OBJECT, EMAILS_NOT_LIST } from './groups.routes';

const GROUP_KEYS = [
  'createdAt',
  'createdBy',
  'description',
  'id',
  'isOwner',
  'memberCount',
  'name',
];
const MEMBERSHIP_KEYS = ['groupId', 'id', 'joinedAt', 'role', 'userId'];
const USER_KEYS = ['email', 'firstName', 'id', 'lastName', 'profileImageUrl'];
const UNAUTHORIZED = { message: 'Unauthorized' };
const GROUP_NOT_FOUND = { message: 'Group not found' };
const INVALID_INVITE = { message: 'This invite link is invalid or has expired.' };

let stack: TestStack;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  stack = await startStack({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  owner = await stack.signUp({ firstName: 'Olivia', lastName: 'Owner' });
  member = await stack.signUp({ firstName: 'Mia', lastName: 'Member' });
  outsider = await stack.signUp({ firstName: 'Otto', lastName: 'Outsider' });
});
afterAll(async () => {
  await stack?.stop();
});

/** Every row the groups service owns, to assert that a refused call changed nothing. */
async function snapshot() {
  const result: Record<string, unknown[]> = {};
  for (const table of ['groups', 'group_members', 'invites', 'departures', 'events']) {
    result[table] = await stack.sql(`select * from "groups"."${table}" order by 1, 2`);
  }
  return result;
}

const tokenOf = (link: string) => link.split('/').pop() as string;

async function createGroup(user: TestUser, name = 'Sunday Team', description?: string) {
  const res = await stack.request('POST', '/api/groups', {
    cookie: user.cookie,
    body: { name, description },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string };
}

async function linkFor(user: TestUser, groupId: string) {
  const res = await stack.request('POST', `/api/groups/${groupId}/invite`, {
    cookie: user.cookie,
    body: { emails: [] },
  });
  expect(res.status).toBe(200);
  return res.body.inviteLink as string;
}

/** A group owned by `owner` that `member` has joined. */
async function sharedGroup(name = 'Sunday Team') {
  const group = await createGroup(owner, name);
  const link = await linkFor(owner, group.id);
  const res = await stack.request('POST', `/api/groups/join/${tokenOf(link)}`, {
    cookie: member.cookie,
  });
  expect(res.status).toBe(200);
  return { group, link };
}

/** Runs a refused call and checks the status, the exact body and that nothing changed. */
async function expectRefused(
  method: string,
  path: string,
  cookie: string | undefined,
  status: number,
  body: unknown,
  requestBody?: unknown,
) {
  const before = await snapshot();
  const res = await stack.request(method, path, { cookie, body: requestBody });
  expect({ status: res.status, body: res.body }).toEqual({ status, body });
  expect(await snapshot()).toEqual(before);
}

describe('GET /api/groups', () => {
  it("lists the caller's groups in the spec shape, oldest first", async () => {
    const first = await createGroup(outsider, 'Outsider A', 'Mornings');
    const second = await createGroup(outsider, 'Outsider B');
    const res = await stack.request('GET', '/api/groups', { cookie: outsider.cookie });
    expect(res.status).toBe(200);
    expect(res.body.map((g: { id: string }) => g.id)).toEqual([first.id, second.id]);
    expect(Object.keys(res.body[0]).sort()).toEqual(GROUP_KEYS);
    expect(res.body[0]).toMatchObject({
      name: 'Outsider A',
      description: 'Mornings',
      createdBy: outsider.user.id,
      isOwner: true,
      memberCount: 1,
    });
    expect(res.body[1].description).toBeNull();
    // Clean up so the outsider stays outside every group below.
    for (const g of [first, second])
      await stack.request('DELETE', `/api/groups/${g.id}`, { cookie: outsider.cookie });
  });

  it('shows a joined group as not owned', async () => {
    const { group } = await sharedGroup('Joined');
    const res = await stack.request('GET', '/api/groups', { cookie: member.cookie });
    expect(res.body.find((g: { id: string }) => g.id === group.id)).toMatchObject({
      isOwner: false,
      memberCount: 2,
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await stack.request('GET', '/api/groups');
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('POST /api/groups', () => {
  it('creates a group (201), trimming the name and dropping an empty description', async () => {
    const res = await stack.request('POST', '/api/groups', {
      cookie: owner.cookie,
      body: { name: '  Youth Band ', description: '' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(GROUP_KEYS);
    expect(res.body).toMatchObject({
      name: 'Youth Band',
      description: null,
      createdBy: owner.user.id,
      isOwner: true,
      memberCount: 1,
    });
  });

  it.each([
    [{}, 'Group name is required', 'name'],
    [{ name: '' }, 'Group name is required', 'name'],
    [{ name: '   ' }, 'Group name is required', 'name'],
    [{ name: 42 }, 'Group name is required', 'name'],
    [{ name: null }, 'Group name is required', 'name'],
    [{ name: 'x'.repeat(101) }, 'Name must be 100 characters or less', 'name'],
    [
      { name: 'ok', description: 'd'.repeat(501) },
      'Description must be 500 characters or less',
      'description',
    ],
    [{ name: 'ok', description: 5 }, 'Description must be text', 'description'],
  ])(
    'answers 400 to %j with the message and per-field errors, creating nothing',
    async (body, message, field) => {
      await expectRefused(
        'POST',
        '/api/groups',
        owner.cookie,
        400,
        { message, errors: { [field]: message } },
        body,
      );
    },
  );

  it('answers 400 to a body that is not a JSON object, or not JSON', async () => {
    for (const body of [['Choir'], []]) {
      const res = await stack.request('POST', '/api/groups', { cookie: owner.cookie, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BODY_NOT_OBJECT);
    }
    for (const body of ['{"name":', '"Choir"']) {
      const broken = await stack.request('POST', '/api/groups', { cookie: owner.cookie, body });
      expect({ status: broken.status, body: broken.body }).toEqual({
        status: 400,
        body: { message: 'Request body is not valid JSON' },
      });
    }
  });

  it('answers 401 to an anonymous caller, even with a bad body, creating nothing', async () => {
    await expectRefused('POST', '/api/groups', undefined, 401, UNAUTHORIZED, { name: 'Choir' });
    await expectRefused('POST', '/api/groups', undefined, 401, UNAUTHORIZED, { name: '' });
  });
});

describe('POST /api/groups/:id/invite', () => {
  it('returns the current link and a ready-to-copy email per address', async () => {
    const { group, link } = await sharedGroup('Grace Choir');
    const res = await stack.request('POST', `/api/groups/${group.id}/invite`, {
      cookie: member.cookie,
      body: { emails: ['ann@example.com'] },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['emails', 'expiresAt', 'inviteLink']);
    expect(res.body.inviteLink).toBe(link);
    expect(link).toMatch(new RegExp(`^${stack.baseUrl}/groups/join/[A-Za-z0-9_-]{43}$`));
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + 2.9 * 24 * 3600 * 1000,
    );
    expect(res.body.emails).toHaveLength(1);
    expect(res.body.emails[0]).toMatchObject({
      to: 'ann@example.com',
      subject: "You're invited to join Grace Choir on Worship Planner",
    });
    expect(res.body.emails[0].message).toContain(link);
  });

  it.each([
    [{}, EMAILS_NOT_LIST, 'emails'],
    [{ emails: 'ann@example.com' }, EMAILS_NOT_LIST, 'emails'],
    [{ emails: [42] }, 'Please enter a valid email address', 'emails.0'],
    [{ emails: ['ann@example.com', 'nope'] }, 'Please enter a valid email address', 'emails.1'],
    [{ emails: [''] }, 'Email is required', 'emails.0'],
    [
      { emails: ['a@example.com', 'A@example.com'] },
      'Email already added to invitation list',
      'emails.1',
    ],
  ])('answers 400 to %j with the message and per-field errors', async (body, message, field) => {
    const group = await createGroup(owner);
    const before = await snapshot();
    const res = await stack.request('POST', `/api/groups/${group.id}/invite`, {
      cookie: owner.cookie,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toMatchObject({ [field]: message });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a non-member (404), an anonymous caller (401) and a malformed id (404), changing nothing', async () => {
    const { group } = await sharedGroup();
    const body = { emails: ['ann@example.com'] };
    await expectRefused(
      'POST',
      `/api/groups/${group.id}/invite`,
      outsider.cookie,
      404,
      GROUP_NOT_FOUND,
      body,
    );
    await expectRefused(
      'POST',
      `/api/groups/${group.id}/invite`,
      undefined,
      401,
      UNAUTHORIZED,
      body,
    );
    await expectRefused(
      'POST',
      '/api/groups/not-a-uuid/invite',
      owner.cookie,
      404,
      GROUP_NOT_FOUND,
      body,
    );
  });
});

describe('POST /api/groups/join/:token', () => {
  it('joins with role member and returns the group name and membership; joining again is idempotent', async () => {
    const group = await createGroup(owner, 'Evening Praise');
    const token = tokenOf(await linkFor(owner, group.id));
    const first = await stack.request('POST', `/api/groups/join/${token}`, {
      cookie: member.cookie,
    });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['groupName', 'membership']);
    expect(Object.keys(first.body.membership).sort()).toEqual(MEMBERSHIP_KEYS);
    expect(first.body).toMatchObject({
      groupName: 'Evening Praise',
      membership: { groupId: group.id, userId: member.user.id, role: 'member' },
    });
    const again = await stack.request('POST', `/api/groups/join/${token}`, {
      cookie: member.cookie,
    });
    expect(again.body).toEqual(first.body);
  });

  it('answers 404 with the invite message for unknown, malformed, expired and revoked links', async () => {
    const group = await createGroup(owner);
    const token = tokenOf(await linkFor(owner, group.id));
    await expectRefused(
      'POST',
      '/api/groups/join/not-a-token',
      outsider.cookie,
      404,
      INVALID_INVITE,
    );
    await expectRefused(
      'POST',
      `/api/groups/join/${'A'.repeat(43)}`,
      outsider.cookie,
      404,
      INVALID_INVITE,
    );
    await stack.sql(
      `update "groups"."invites" set "expires_at" = now() - interval '1 minute' where "group_id" = $1`,
      [group.id],
    );
    await expectRefused('POST', `/api/groups/join/${token}`, outsider.cookie, 404, INVALID_INVITE);

    const other = await createGroup(owner);
    const old = tokenOf(await linkFor(owner, other.id));
    await stack.request('POST', `/api/groups/${other.id}/regenerate-invite`, {
      cookie: owner.cookie,
    });
    await expectRefused('POST', `/api/groups/join/${old}`, outsider.cookie, 404, INVALID_INVITE);
  });

  it('answers 401 to an anonymous caller, joining nothing', async () => {
    const group = await createGroup(owner);
    await expectRefused(
      'POST',
      `/api/groups/join/${tokenOf(await linkFor(owner, group.id))}`,
      undefined,
      401,
      UNAUTHORIZED,
    );
  });
});

describe('GET /api/groups/:id/members', () => {
  it('lists members with their user details in the spec shape', async () => {
    const { group } = await sharedGroup();
    const res = await stack.request('GET', `/api/groups/${group.id}/members`, {
      cookie: member.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    for (const m of res.body) {
      expect(Object.keys(m).sort()).toEqual([...MEMBERSHIP_KEYS, 'user'].sort());
      expect(Object.keys(m.user).sort()).toEqual(USER_KEYS);
    }
    expect(res.body[0]).toMatchObject({
      groupId: group.id,
      userId: owner.user.id,
      role: 'admin',
      user: {
        id: owner.user.id,
        firstName: 'Olivia',
        lastName: 'Owner',
        email: owner.email,
        profileImageUrl: null,
      },
    });
    expect(res.body[1]).toMatchObject({
      userId: member.user.id,
      role: 'member',
      user: { firstName: 'Mia' },
    });
  });

  it('answers 404 to a non-member and for malformed or unknown ids, 401 to an anonymous caller', async () => {
    const { group } = await sharedGroup();
    for (const [path, cookie] of [
      [`/api/groups/${group.id}/members`, outsider.cookie],
      ['/api/groups/123/members', owner.cookie],
      [`/api/groups/${randomUUID()}/members`, owner.cookie],
    ] as const) {
      const res = await stack.request('GET', path, { cookie });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: GROUP_NOT_FOUND,
      });
    }
    const anon = await stack.request('GET', `/api/groups/${group.id}/members`);
    expect({ status: anon.status, body: anon.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('POST /api/groups/:id/regenerate-invite', () => {
  it('returns a new link (any member may) and revokes the old ones', async () => {
    const { group, link } = await sharedGroup();
    const res = await stack.request('POST', `/api/groups/${group.id}/regenerate-invite`, {
      cookie: member.cookie,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'inviteLink']);
    expect(res.body.inviteLink).not.toBe(link);
    const old = await stack.request('POST', `/api/groups/join/${tokenOf(link)}`, {
      cookie: outsider.cookie,
    });
    expect(old.status).toBe(404);
  });

  it('refuses a non-member (404), an anonymous caller (401) and a malformed id (404), changing nothing', async () => {
    const { group } = await sharedGroup();
    await expectRefused(
      'POST',
      `/api/groups/${group.id}/regenerate-invite`,
      outsider.cookie,
      404,
      GROUP_NOT_FOUND,
    );
    await expectRefused(
      'POST',
      `/api/groups/${group.id}/regenerate-invite`,
      undefined,
      401,
      UNAUTHORIZED,
    );
    await expectRefused(
      'POST',
      '/api/groups/x/regenerate-invite',
      owner.cookie,
      404,
      GROUP_NOT_FOUND,
    );
  });
});

describe('DELETE /api/groups/:groupId/members/:userId', () => {
  it('lets the owner remove a member, who then needs a new link to rejoin', async () => {
    const { group, link } = await sharedGroup();
    const res = await stack.request('DELETE', `/api/groups/${group.id}/members/${member.user.id}`, {
      cookie: owner.cookie,
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { message: 'Member removed' },
    });
    const members = await stack.request('GET', `/api/groups/${group.id}/members`, {
      cookie: owner.cookie,
    });
    expect(members.body.map((m: { userId: string }) => m.userId)).toEqual([owner.user.id]);
    const rejoin = await stack.request('POST', `/api/groups/join/${tokenOf(link)}`, {
      cookie: member.cookie,
    });
    expect({ status: rejoin.status, body: rejoin.body }).toEqual({
      status: 404,
      body: INVALID_INVITE,
    });
    const fresh = await stack.request('POST', `/api/groups/${group.id}/regenerate-invite`, {
      cookie: owner.cookie,
    });
    const again = await stack.request(
      'POST',
      `/api/groups/join/${tokenOf(fresh.body.inviteLink)}`,
      {
        cookie: member.cookie,
      },
    );
    expect(again.status).toBe(200);
  });

  it('refuses a non-owner (403), a non-member (404) and an anonymous caller (401), changing nothing', async () => {
    const { group } = await sharedGroup();
    const path = `/api/groups/${group.id}/members/${owner.user.id}`;
    await expectRefused('DELETE', path, member.cookie, 403, {
      message: 'Only the group owner can remove members',
    });
    await expectRefused('DELETE', path, outsider.cookie, 404, GROUP_NOT_FOUND);
    await expectRefused('DELETE', path, undefined, 401, UNAUTHORIZED);
  });

  it('answers 400 when the owner removes themself, 404 for non-members and malformed ids', async () => {
    const { group } = await sharedGroup();
    await expectRefused(
      'DELETE',
      `/api/groups/${group.id}/members/${owner.user.id}`,
      owner.cookie,
      400,
      {
        message: 'You cannot remove yourself from your own group.',
        errors: {},
      },
    );
    const notFound = { message: 'Member not found' };
    await expectRefused(
      'DELETE',
      `/api/groups/${group.id}/members/${outsider.user.id}`,
      owner.cookie,
      404,
      notFound,
    );
    await expectRefused(
      'DELETE',
      `/api/groups/${group.id}/members/nope`,
      owner.cookie,
      404,
      notFound,
    );
    await expectRefused(
      'DELETE',
      `/api/groups/nope/members/${member.user.id}`,
      owner.cookie,
      404,
      GROUP_NOT_FOUND,
    );
  });
});

describe('POST /api/groups/:id/leave', () => {
  it('lets a member leave', async () => {
    const { group } = await sharedGroup();
    const res = await stack.request('POST', `/api/groups/${group.id}/leave`, {
      cookie: member.cookie,
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { message: 'Left group' },
    });
    const groups = await stack.request('GET', '/api/groups', { cookie: member.cookie });
    expect(groups.body.some((g: { id: string }) => g.id === group.id)).toBe(false);
  });

  it('refuses the owner (400 with the spec message), a non-member (404), an anonymous caller (401), changing nothing', async () => {
    const { group } = await sharedGroup();
    await expectRefused('POST', `/api/groups/${group.id}/leave`, owner.cookie, 400, {
      message: 'The group owner cannot leave the group. Delete it instead.',
      errors: {},
    });
    await expectRefused(
      'POST',
      `/api/groups/${group.id}/leave`,
      outsider.cookie,
      404,
      GROUP_NOT_FOUND,
    );
    await expectRefused('POST', `/api/groups/${group.id}/leave`, undefined, 401, UNAUTHORIZED);
    await expectRefused('POST', '/api/groups/%20/leave', member.cookie, 404, GROUP_NOT_FOUND);
  });
});

describe('DELETE /api/groups/:id', () => {
  it('refuses a non-owner (403), a non-member (404), an anonymous caller (401) and malformed ids (404), changing nothing', async () => {
    const { group } = await sharedGroup();
    await expectRefused('DELETE', `/api/groups/${group.id}`, member.cookie, 403, {
      message: 'Only the group owner can delete the group',
    });
    await expectRefused('DELETE', `/api/groups/${group.id}`, outsider.cookie, 404, GROUP_NOT_FOUND);
    await expectRefused('DELETE', `/api/groups/${group.id}`, undefined, 401, UNAUTHORIZED);
    await expectRefused(
      'DELETE',
      '/api/groups/1%27%20or%201=1',
      owner.cookie,
      404,
      GROUP_NOT_FOUND,
    );
  });

  it('lets the owner delete the group; it disappears for every member', async () => {
    const { group } = await sharedGroup('Doomed');
    const res = await stack.request('DELETE', `/api/groups/${group.id}`, { cookie: owner.cookie });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { message: 'Group deleted' },
    });
    for (const user of [owner, member]) {
      const groups = await stack.request('GET', '/api/groups', { cookie: user.cookie });
      expect(groups.body.some((g: { id: string }) => g.id === group.id)).toBe(false);
    }
    const again = await stack.request('DELETE', `/api/groups/${group.id}`, {
      cookie: owner.cookie,
    });
    expect(again.status).toBe(404);
  });
});
