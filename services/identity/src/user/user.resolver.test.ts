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
      null,
    ]);
    expect(result.data?._entities[0]).toEqual({
      id: admin.id,
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@example.org',
    });
    expect(queries.filter((sql) => /identity"?\."?users/.test(sql))).toHaveLength(1);
  });

  it('hides e-mail addresses from anonymous callers', async () => {
    const result = await identity.graphqlAs<{ _entities: UserJson[] }>(null, ENTITIES, {
      representations: [{ __typename: 'User', id: admin.id }],
    });
    expect(result.data?._entities).toEqual([
      { id: admin.id, firstName: 'Ada', lastName: 'Admin', email: null },
    ]);
  });
});
