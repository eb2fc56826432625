import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createLogger, type Viewer } from '@worship/subgraph-kit';
import {
  createTestDatabase,
  listenForTest,
  TEST_VIEWER_SECRET,
  type GraphQLResult,
} from '@worship/subgraph-kit/testing';
import pg from 'pg';
import { createGroupsApp } from '../app';
import { openGroupsDatabase } from '../database';

export const PUBLIC_URL = 'https://worship.example.org';

/** GraphQL and SQL results in tests: loosely typed JSON, checked by the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export type TestUser = Viewer & { userId: string };

export function newUser(): TestUser {
  return { userId: randomUUID(), isAdmin: false };
}

export const ANON: Viewer = { userId: null, isAdmin: false };

/**
 * A groups service on a fresh database: a GraphQL client signing the viewer, a pg client to
 * read rows back, and a query counter on the ORM's connection.
 */
export async function startGroupsService(prefix = 'groups') {
  const database = await createTestDatabase(prefix);
  const orm: MikroORM = await openGroupsDatabase({ url: database.url, poolMax: 5 });
  const { app, stop } = await createGroupsApp({
    orm,
    logger: createLogger('groups-test', 'silent'),
    config: { VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET, PUBLIC_URL, production: false },
  });
  const server = await listenForTest(app);
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();

  const queries: string[] = [];
  orm.config.set('onQuery', (query: string) => {
    queries.push(query);
    return query;
  });

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer | null = ANON,
  ): Promise<GraphQLResult<T>> {
    return server.graphql<T>(query, variables, viewer);
  }

  /** Runs an operation that must succeed and returns its data. */
  async function ok<T = Json>(
    query: string,
    variables: Record<string, unknown>,
    viewer: Viewer | null,
  ): Promise<T> {
    const result = await gql<T>(query, variables, viewer);
    if (result.errors?.length || !result.data) {
      throw new Error(`operation failed: ${JSON.stringify(result.errors)}`);
    }
    return result.data;
  }

  async function rows<T = Json>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await sql.query(text, values)).rows as T[];
  }

  async function createGroup(owner: TestUser, name = 'Sunday Team', description?: string) {
    const data = await ok<{ createGroup: { id: string; name: string } }>(
      `mutation($input: CreateGroupInput!) { createGroup(input: $input) { id name } }`,
      { input: { name, description } },
      owner,
    );
    return data.createGroup;
  }

  async function inviteLink(member: TestUser, groupId: string): Promise<string> {
    const data = await ok<{ inviteToGroup: { inviteLink: string } }>(
      `mutation($g: ID!) { inviteToGroup(groupId: $g, emails: []) { inviteLink } }`,
      { g: groupId },
      member,
    );
    return data.inviteToGroup.inviteLink;
  }

  async function regenerate(member: TestUser, groupId: string): Promise<string> {
    const data = await ok<{ regenerateInvite: { inviteLink: string } }>(
      `mutation($g: ID!) { regenerateInvite(groupId: $g) { inviteLink } }`,
      { g: groupId },
      member,
    );
    return data.regenerateInvite.inviteLink;
  }

  /** Every row of every table, to assert that a refused call changed nothing. */
  async function snapshot() {
    const tables = ['groups', 'group_members', 'invites', 'departures', 'events'];
    const result: Record<string, unknown[]> = {};
    for (const table of tables) {
      result[table] = await rows(`select * from "groups"."${table}" order by 1, 2`);
    }
    return result;
  }

  const tokenOf = (link: string) => link.split('/').pop() as string;

  async function join(user: TestUser | Viewer, token: string) {
    return gql<{ joinGroup: { groupName: string; membership: Record<string, string> } }>(
      `mutation($t: String!) { joinGroup(token: $t) { groupName membership { id groupId userId role joinedAt } } }`,
      { t: token },
      user,
    );
  }

  /** A group with an owner and `extra` joined members. */
  async function groupWithMembers(extra = 1, name = 'Sunday Team') {
    const owner = newUser();
    const group = await createGroup(owner, name);
    const token = tokenOf(await inviteLink(owner, group.id));
    const members: TestUser[] = [];
    for (let i = 0; i < extra; i++) {
      const member = newUser();
      const result = await join(member, token);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      members.push(member);
    }
    return { owner, group, members, token };
  }

  return {
    orm,
    url: database.url,
    /** The service's own base URL (its internal routes). */
    baseUrl: server.baseUrl,
    gql,
    ok,
    rows,
    queries,
    snapshot,
    createGroup,
    inviteLink,
    regenerate,
    tokenOf,
    join,
    groupWithMembers,
    async close() {
      await sql.end();
      await server.close();
      await stop();
      await orm.close();
      await database.drop();
    },
  };
}

export type GroupsService = Awaited<ReturnType<typeof startGroupsService>>;

/** The error code of the first GraphQL error. */
export function codeOf(result: GraphQLResult<unknown>): unknown {
  return result.errors?.[0]?.extensions?.code;
}
