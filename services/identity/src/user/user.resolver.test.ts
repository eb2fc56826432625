import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type IdentityHarness } from '../test/harness';
import type { UserJson } from './user.type';

let identity: IdentityHarness;
let admin: UserJson;
let member: UserJson;

const ME = `{ me { id firstName lastName email profileImageUrl isAdmin createdAt languageOrder } }`;
const UPDATE_ORDER = `mutation ($languageOrder: String!) { updateLanguageOrder(languageOrder: $languageOrder) { id languageOrder } }`;

beforeAll(async () => {
  identity = await startIdentity('identity_user');
  admin = (
    await identity.register({ email: 'admin@example.org', firstName: 'Ada', lastName: 'Admin' })
  ).user;
  member = (
    await identity.register({ email: 'member@example.org', firstName: 'Mo', lastName: 'Member' })
  ).user;
});
afterAll(async () => {
  await identity?.close();
});

describe('GraphQL endpoint', () => {
  it('refuses calls without the signed viewer header', async () => {
    const result = await identity.graphql(ME, {}, null);
    expect(result.status).toBe(401);
  });
});

describe('me', () => {
  it('returns the signed-in user with every contract field', async () => {
    const result = await identity.graphqlAs<{ me: UserJson }>(member, ME);
    expect(result.errors).toBeUndefined();
    expect(result.data?.me).toEqual(member);
    expect(result.data?.me.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });

  it('is null for an anonymous caller and for an unknown user id', async () => {
    expect((await identity.graphqlAs(null, ME)).data).toEqual({ me: null });
    const ghost = { ...member, id: '00000000-0000-4000-8000-000000000000' };
    expect((await identity.graphqlAs(ghost, ME)).data).toEqual({ me: null });
  });
});

describe('updateLanguageOrder', () => {
  it('saves a permutation of the four languages', async () => {
    const result = await identity.graphqlAs(member, UPDATE_ORDER, {
      languageOrder: 'tamil, hindi,english,malayalam',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      updateLanguageOrder: { id: member.id, languageOrder: 'tamil,hindi,english,malayalam' },
    });
    const again = await identity.graphqlAs<{ me: UserJson }>(member, ME);
    expect(again.data?.me.languageOrder).toBe('tamil,hindi,english,malayalam');
    // Nobody else's order changed.
    const other = await identity.graphqlAs<{ me: UserJson }>(admin, ME);
    expect(other.data?.me.languageOrder).toBe('english,malayalam,tamil,hindi');
  });

  it.each([
    'english,malayalam,tamil',
    'english,malayalam,tamil,hindi,english',
    'english,english,tamil,hindi',
    'english,malayalam,tamil,french',
    'English,Malayalam,Tamil,Hindi',
    '',
    'english;malayalam;tamil;hindi',
  ])('refuses %j with BAD_USER_INPUT and changes nothing', async (languageOrder) => {
    const before = (await identity.graphqlAs<{ me: UserJson }>(member, ME)).data?.me.languageOrder;
    const result = await identity.graphqlAs(member, UPDATE_ORDER, { languageOrder });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Language order must list english, malayalam, tamil and hindi, each exactly once.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          languageOrder:
            'Language order must list english, malayalam, tamil and hindi, each exactly once.',
        },
      },
    });
    const after = (await identity.graphqlAs<{ me: UserJson }>(member, ME)).data?.me.languageOrder;
    expect(after).toBe(before);
  });

  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const result = await identity.graphqlAs(null, UPDATE_ORDER, {
      languageOrder: 'hindi,tamil,malayalam,english',
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });
});

describe('User entity references (federation)', () => {
  const ENTITIES = `query ($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on User { id firstName lastName email } }
  }`;

  it('resolves a batch of references with a single query', async () => {
    const extra = [];
    for (let i = 0; i < 5; i += 1) extra.push((await identity.register()).user);
    const ids = [
      admin.id,
      member.id,
      ...extra.map((user) => user.id),
      member.id,
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
    ];

    identity.groups.shareGroup(member.id, admin.id);
    const queries: string[] = [];
    const knex = identity.orm.em.getConnection().getKnex();
    const listener = (query: { sql: string }) => queries.push(query.sql);
    knex.on('query', listener);
    let result;
    try {
      result = await identity.graphqlAs<{ _entities: (UserJson | null)[] }>(member, ENTITIES, {
        representations: ids.map((id) => ({ __typename: 'User', id })),
      });
    } finally {
      knex.off('query', listener);
    }
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities.map((user) => user?.id ?? null)).toEqual([
      admin.id,
      member.id,
      ...extra.map((user) => user.id),
      member.id,
      null,
      // A well-formed id identity no longer knows was an account: it shows as a deleted user.
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect(result.data?._entities[0]).toEqual({
      id: admin.id,
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@example.org',
    });
    expect(queries.filter((sql) => /identity"?\."?users/.test(sql))).toHaveLength(1);
  });

  it('hides e-mail addresses from anonymous callers (without asking groups)', async () => {
    const callsBefore = identity.groups.calls.length;
    const result = await identity.graphqlAs<{ _entities: UserJson[] }>(null, ENTITIES, {
      representations: [{ __typename: 'User', id: admin.id }],
    });
    expect(result.data?._entities).toEqual([
      { id: admin.id, firstName: 'Ada', lastName: 'Admin', email: null },
    ]);
    expect(identity.groups.calls.length).toBe(callsBefore);
  });
});

describe("who sees a user's e-mail address and admin flag", () => {
  const USERS = `query ($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on User { id email isAdmin } }
  }`;
  const seen = async (viewer: UserJson | null, users: UserJson[]) => {
    const result = await identity.graphqlAs<{ _entities: UserJson[] }>(viewer, USERS, {
      representations: users.map((user) => ({ __typename: 'User', id: user.id })),
    });
    expect(result.errors).toBeUndefined();
    return result.data!._entities;
  };

  it('shows them to the user themself', async () => {
    expect(await seen(member, [member])).toEqual([
      { id: member.id, email: 'member@example.org', isAdmin: false },
    ]);
  });

  it('shows the e-mail address (not the admin flag) to someone sharing a group', async () => {
    const { user: a } = await identity.register({ email: 'a.cantor@example.org' });
    const { user: b } = await identity.register({ email: 'b.cantor@example.org' });
    identity.groups.shareGroup(a.id, b.id);
    expect(await seen(a, [b])).toEqual([
      { id: b.id, email: 'b.cantor@example.org', isAdmin: null },
    ]);
  });

  it('shows both to a site admin, without asking groups', async () => {
    const { user: loner } = await identity.register({ email: 'loner@example.org' });
    const callsBefore = identity.groups.calls.length;
    expect(admin.isAdmin).toBe(true);
    expect(await seen(admin, [loner, member])).toEqual([
      { id: loner.id, email: 'loner@example.org', isAdmin: false },
      { id: member.id, email: 'member@example.org', isAdmin: false },
    ]);
    expect(identity.groups.calls.length).toBe(callsBefore);
  });

  it('hides both from a signed-in stranger and an anonymous caller', async () => {
    const { user: stranger } = await identity.register({ email: 'stranger@example.org' });
    expect(await seen(stranger, [admin, member])).toEqual([
      { id: admin.id, email: null, isAdmin: null },
      { id: member.id, email: null, isAdmin: null },
    ]);
    expect(await seen(null, [admin, member])).toEqual([
      { id: admin.id, email: null, isAdmin: null },
      { id: member.id, email: null, isAdmin: null },
    ]);
  });

  it('asks groups once per request however many users it shows', async () => {
    const { user: viewer } = await identity.register();
    const others: UserJson[] = [];
    for (let i = 0; i < 6; i += 1) others.push((await identity.register()).user);
    identity.groups.shareGroup(viewer.id, others[2]!.id);
    const callsBefore = identity.groups.calls.length;
    const users = await seen(viewer, [...others, viewer, others[0]!]);
    expect(users.map((user) => user.email)).toEqual([
      null,
      null,
      others[2]!.email,
      null,
      null,
      null,
      viewer.email,
      null,
    ]);
    const calls = identity.groups.calls.slice(callsBefore);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ viewer: viewer.id, userIds: others.map((user) => user.id) });
  });

  it('fails the field rather than show an address when groups cannot answer', async () => {
    const { user: viewer } = await identity.register();
    identity.groups.setFailing(true);
    try {
      const result = await identity.graphqlAs<{ _entities: UserJson[] }>(viewer, USERS, {
        representations: [{ __typename: 'User', id: member.id }],
      });
      expect(result.data?._entities[0]?.email ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      identity.groups.setFailing(false);
    }
  });
});
