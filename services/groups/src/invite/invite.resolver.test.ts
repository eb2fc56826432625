import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  codeOf,
  newUser,
  PUBLIC_URL,
  startGroupsService,
  type GroupsService,
} from '../test/harness';
import { INVALID_INVITE } from './invite.service';

let svc: GroupsService;
beforeAll(async () => {
  svc = await startGroupsService('groups_invite');
});
afterAll(() => svc?.close());

const INVITE = `mutation($g: ID!, $e: [String!]!) {
  inviteToGroup(groupId: $g, emails: $e) { inviteLink expiresAt emails { to subject message } }
}`;
const REGENERATE = `mutation($g: ID!) { regenerateInvite(groupId: $g) { inviteLink expiresAt emails { to } } }`;
const PREVIEW = `query($t: String!) { invitePreview(token: $t) { groupName expiresAt } }`;
const LEAVE = `mutation($id: ID!) { leaveGroup(id: $id) }`;
const REMOVE = `mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) }`;

const DAY = 24 * 3600 * 1000;
const LINK = new RegExp(`^${PUBLIC_URL.replace(/[.]/g, '\\.')}/groups/join/([A-Za-z0-9_-]{43})$`);

const expectInvalid = (result: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) => {
  expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(result.errors?.[0]?.message).toBe(INVALID_INVITE);
};

describe('inviteToGroup', () => {
  it('gives any member a 3-day link and a ready-to-copy email per address', async () => {
    const { group, members } = await svc.groupWithMembers(1, 'Grace Choir');
    const { inviteToGroup } = await svc.ok(
      INVITE,
      { g: group.id, e: ['  ann@example.com ', 'Bob@Example.org'] },
      members[0]!,
    );
    expect(inviteToGroup.inviteLink).toMatch(LINK);
    const expiresAt = new Date(inviteToGroup.expiresAt).getTime();
    expect(Math.abs(expiresAt - (Date.now() + 3 * DAY))).toBeLessThan(60_000);
    expect(inviteToGroup.emails.map((e: { to: string }) => e.to)).toEqual([
      'ann@example.com',
      'Bob@Example.org',
    ]);
    for (const email of inviteToGroup.emails) {
      expect(email.subject).toBe("You're invited to join Grace Choir on Worship Planner");
      expect(email.message).toContain('Grace Choir');
      expect(email.message).toContain(inviteToGroup.inviteLink);
      expect(email.message).toMatch(/expires on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2} UTC/);
      expect(email.message).not.toMatch(/undefined|null|\{/);
    }
  });

  it('returns the current link again instead of minting one per call, and stores only its hash', async () => {
    const { owner, group, members } = await svc.groupWithMembers(1);
    const first = (await svc.ok(INVITE, { g: group.id, e: [] }, owner)).inviteToGroup;
    const second = (await svc.ok(INVITE, { g: group.id, e: ['a@example.com'] }, members[0]!))
      .inviteToGroup;
    expect(second.inviteLink).toBe(first.inviteLink);
    expect(second.expiresAt).toBe(first.expiresAt);
    expect(first.emails).toEqual([]);

    const token = svc.tokenOf(first.inviteLink);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await svc.rows('select * from groups.invites where group_id = $1', [group.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('mints a new link when the current one expired or has less than a day left', async () => {
    const { owner, group } = await svc.groupWithMembers(0);
    const first = await svc.inviteLink(owner, group.id);
    await svc.rows(
      `update groups.invites set expires_at = now() - interval '1 minute' where group_id = $1`,
      [group.id],
    );
    const second = await svc.inviteLink(owner, group.id);
    expect(second).not.toBe(first);
    await svc.rows(
      `update groups.invites set expires_at = now() + interval '2 hours' where token_hash = $1`,
      [createHash('sha256').update(svc.tokenOf(second)).digest('hex')],
    );
    const third = await svc.inviteLink(owner, group.id);
    expect(third).not.toBe(second);
    // The nearly expired link still works for whoever already has it.
    expect(codeOf(await svc.join(newUser(), svc.tokenOf(second)))).toBeUndefined();
  });

  it('mints a new link when the stored one cannot be unsealed (secret changed), keeping the old one valid', async () => {
    const { owner, group } = await svc.groupWithMembers(0);
    const first = await svc.inviteLink(owner, group.id);
    await svc.rows(`update groups.invites set token_sealed = 'AAAA' where group_id = $1`, [
      group.id,
    ]);
    const second = await svc.inviteLink(owner, group.id);
    expect(second).not.toBe(first);
    expect(codeOf(await svc.join(newUser(), svc.tokenOf(first)))).toBeUndefined();
  });

  it.each([
    [['not-an-email'], 'Please enter a valid email address', 'emails.0'],
    [
      ['ok@example.com', 'missing-at.example.com'],
      'Please enter a valid email address',
      'emails.1',
    ],
    [['a@b'], 'Please enter a valid email address', 'emails.0'],
    // A one-letter top-level domain: the product's one rule (@worship/common) refuses it.
    [['a@b.c'], 'Please enter a valid email address', 'emails.0'],
    [['  '], 'Email is required', 'emails.0'],
    [[''], 'Email is required', 'emails.0'],
    [
      ['dup@example.com', 'x@example.com', 'DUP@example.com '],
      'Email already added to invitation list',
      'emails.2',
    ],
    [
      Array.from({ length: 51 }, (_, i) => `p${i}@example.com`),
      'You can invite at most 50 email addresses at a time',
      'emails',
    ],
  ])('refuses %j with the message and writes nothing', async (emails, message, field) => {
    const { owner, group } = await svc.groupWithMembers(0);
    const before = await svc.snapshot();
    const result = await svc.gql(INVITE, { g: group.id, e: emails }, owner);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ [field]: message });
    expect(await svc.snapshot()).toEqual(before);
  });

  it('accepts a normal address, trimmed, as the inviter typed it', async () => {
    const { owner, group } = await svc.groupWithMembers(0);
    const data = await svc.ok(INVITE, { g: group.id, e: ['  Pastor.Anne@Example.co '] }, owner);
    expect(data.inviteToGroup.emails.map((email: { to: string }) => email.to)).toEqual([
      'Pastor.Anne@Example.co',
    ]);
  });

  it('accepts 50 addresses', async () => {
    const { owner, group } = await svc.groupWithMembers(0);
    const emails = Array.from({ length: 50 }, (_, i) => `p${i}@example.com`);
    expect(
      (await svc.ok(INVITE, { g: group.id, e: emails }, owner)).inviteToGroup.emails,
    ).toHaveLength(50);
  });

  it.each([
    ['a non-member', () => newUser(), 'NOT_FOUND'],
    ['an anonymous caller', () => ANON, 'UNAUTHENTICATED'],
  ])('refuses %s and writes nothing', async (_label, viewer, code) => {
    const { group } = await svc.groupWithMembers(1);
    const before = await svc.snapshot();
    for (const e of [[], ['a@example.com'], ['bad']]) {
      expect(codeOf(await svc.gql(INVITE, { g: group.id, e }, viewer()))).toBe(code);
    }
    expect(await svc.snapshot()).toEqual(before);
  });

  it('answers NOT_FOUND for a malformed group id', async () => {
    expect(codeOf(await svc.gql(INVITE, { g: 'nope', e: [] }, newUser()))).toBe('NOT_FOUND');
  });
});

describe('regenerateInvite', () => {
  it('revokes every older link of the group and returns a new one', async () => {
    const { group, members, token: original } = await svc.groupWithMembers(1);
    const other = await svc.groupWithMembers(0);
    const { regenerateInvite } = await svc.ok(REGENERATE, { g: group.id }, members[0]!);
    expect(regenerateInvite.inviteLink).toMatch(LINK);
    expect(regenerateInvite.emails).toEqual([]);
    expect(
      Math.abs(new Date(regenerateInvite.expiresAt).getTime() - (Date.now() + 3 * DAY)),
    ).toBeLessThan(60_000);
    const fresh = svc.tokenOf(regenerateInvite.inviteLink);
    expect(fresh).not.toBe(original);

    expectInvalid(await svc.join(newUser(), original));
    expectInvalid(await svc.gql(PREVIEW, { t: original }, ANON));
    const revoked = await svc.rows(
      'select count(*)::int as n from groups.invites where group_id = $1 and revoked_at is not null',
      [group.id],
    );
    expect(revoked[0]!.n).toBe(1);
    expect(codeOf(await svc.join(newUser(), fresh))).toBeUndefined();
    // The dialog now shows the new link; other groups' links are untouched.
    expect(await svc.inviteLink(members[0]!, group.id)).toBe(regenerateInvite.inviteLink);
    expect(codeOf(await svc.join(newUser(), other.token))).toBeUndefined();
  });

  it.each([
    ['a non-member', () => newUser(), 'NOT_FOUND'],
    ['an anonymous caller', () => ANON, 'UNAUTHENTICATED'],
  ])(
    'refuses %s and changes nothing (the old link keeps working)',
    async (_label, viewer, code) => {
      const { group, token } = await svc.groupWithMembers(1);
      const before = await svc.snapshot();
      expect(codeOf(await svc.gql(REGENERATE, { g: group.id }, viewer()))).toBe(code);
      expect(await svc.snapshot()).toEqual(before);
      expect(codeOf(await svc.join(newUser(), token))).toBeUndefined();
    },
  );

  it('answers NOT_FOUND for a malformed group id', async () => {
    expect(codeOf(await svc.gql(REGENERATE, { g: '1' }, newUser()))).toBe('NOT_FOUND');
  });
});

describe('joinGroup', () => {
  it('adds a signed-in user as a member and returns the group name and membership', async () => {
    const { owner, group, token } = await svc.groupWithMembers(0, 'Evening Praise');
    const user = newUser();
    const result = await svc.join(user, token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.joinGroup).toMatchObject({
      groupName: 'Evening Praise',
      membership: { groupId: group.id, userId: user.userId, role: 'member' },
    });
    const rows = await svc.rows(
      'select user_id, role from groups.group_members where group_id = $1 order by joined_at',
      [group.id],
    );
    expect(rows).toEqual([
      { user_id: owner.userId, role: 'admin' },
      { user_id: user.userId, role: 'member' },
    ]);
  });

  it('is idempotent: joining again returns the same membership', async () => {
    const { owner, group, token } = await svc.groupWithMembers(0);
    const user = newUser();
    const first = (await svc.join(user, token)).data!.joinGroup.membership;
    const second = (await svc.join(user, token)).data!.joinGroup.membership;
    expect(second).toEqual(first);
    const ownerJoin = await svc.join(owner, token);
    expect(ownerJoin.data?.joinGroup.membership).toMatchObject({
      userId: owner.userId,
      role: 'admin',
    });
    const count = await svc.rows(
      'select count(*)::int as n from groups.group_members where group_id = $1',
      [group.id],
    );
    expect(count[0]!.n).toBe(2);
  });

  it('refuses an anonymous caller and writes nothing', async () => {
    const { token } = await svc.groupWithMembers(0);
    const before = await svc.snapshot();
    const result = await svc.join(ANON, token);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(await svc.snapshot()).toEqual(before);
  });

  it.each([
    '',
    'short',
    'has spaces in it and more',
    '../../etc/passwd',
    randomBytes(32).toString('base64url'),
  ])('answers NOT_FOUND with the invite message for the token %j', async (token) => {
    const before = await svc.snapshot();
    expectInvalid(await svc.join(newUser(), token));
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses an expired link', async () => {
    const { group, token } = await svc.groupWithMembers(0);
    await svc.rows(
      `update groups.invites set expires_at = now() - interval '1 second' where group_id = $1`,
      [group.id],
    );
    const before = await svc.snapshot();
    expectInvalid(await svc.join(newUser(), token));
    expectInvalid(await svc.gql(PREVIEW, { t: token }, ANON));
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses the link of a deleted group', async () => {
    const { owner, group, token } = await svc.groupWithMembers(0);
    await svc.ok(`mutation($id: ID!) { deleteGroup(id: $id) }`, { id: group.id }, owner);
    expectInvalid(await svc.join(newUser(), token));
  });

  it('needs a new link to rejoin after leaving', async () => {
    const { owner, group, members, token } = await svc.groupWithMembers(1);
    const leaver = members[0]!;
    await svc.ok(LEAVE, { id: group.id }, leaver);

    expectInvalid(await svc.join(leaver, token));
    expectInvalid(await svc.gql(PREVIEW, { t: token }, leaver));
    // The same link still admits other people, and still previews for them.
    expect(codeOf(await svc.join(newUser(), token))).toBeUndefined();
    expect((await svc.ok(PREVIEW, { t: token }, ANON)).invitePreview.groupName).toBe('Sunday Team');
    // The dialog's current link predates the departure too.
    expectInvalid(await svc.join(leaver, svc.tokenOf(await svc.inviteLink(owner, group.id))));

    const fresh = svc.tokenOf(await svc.regenerate(owner, group.id));
    const rejoined = await svc.join(leaver, fresh);
    expect(rejoined.data?.joinGroup.membership).toMatchObject({
      userId: leaver.userId,
      role: 'member',
    });
  });

  it('needs a new link to rejoin after being removed, and again after a second removal', async () => {
    const { owner, group, members, token } = await svc.groupWithMembers(1);
    const removed = members[0]!;
    await svc.ok(REMOVE, { g: group.id, u: removed.userId }, owner);
    expectInvalid(await svc.join(removed, token));

    const second = svc.tokenOf(await svc.regenerate(owner, group.id));
    expect(codeOf(await svc.join(removed, second))).toBeUndefined();
    await svc.ok(REMOVE, { g: group.id, u: removed.userId }, owner);
    expectInvalid(await svc.join(removed, second));
    const third = svc.tokenOf(await svc.regenerate(owner, group.id));
    expect(codeOf(await svc.join(removed, third))).toBeUndefined();
  });
});

describe('invitePreview', () => {
  it('shows anyone, signed in or not, the group name and expiry of a valid link', async () => {
    const { owner, group } = await svc.groupWithMembers(0, 'Morning Worship');
    const link = (await svc.ok(INVITE, { g: group.id, e: [] }, owner)).inviteToGroup;
    for (const viewer of [ANON, newUser(), owner]) {
      const { invitePreview } = await svc.ok(PREVIEW, { t: svc.tokenOf(link.inviteLink) }, viewer);
      expect(invitePreview).toEqual({ groupName: 'Morning Worship', expiresAt: link.expiresAt });
    }
  });

  it('answers NOT_FOUND for an unknown or malformed token', async () => {
    expectInvalid(await svc.gql(PREVIEW, { t: randomBytes(32).toString('base64url') }, ANON));
    expectInvalid(await svc.gql(PREVIEW, { t: '%%%' }, ANON));
  });
});
