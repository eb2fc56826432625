import 'reflect-metadata';
import { createLogger, type Viewer } from '@worship/subgraph-kit';
import {
  newUser,
  startServiceForTest,
  TEST_VIEWER_SECRET,
  type TestUser,
} from '@worship/subgraph-kit/testing';
import { createGroupsApp } from '../app';
import { openGroupsDatabase } from '../database';

export { ANON, codeOf, newUser, type TestUser } from '@worship/subgraph-kit/testing';

export const PUBLIC_URL = 'https://worship.example.org';

/**
 * A groups service on a fresh database (the kit's startServiceForTest: GraphQL as a viewer, rows
 * read back, the ORM's queries), and the group flows its tests build on.
 */
export async function startGroupsService(prefix = 'groups') {
  const service = await startServiceForTest({
    prefix,
    openDatabase: openGroupsDatabase,
    createApp: (orm) =>
      createGroupsApp({
        orm,
        logger: createLogger('groups-test', 'silent'),
        config: { VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET, PUBLIC_URL, production: false },
      }),
  });
  const { gql, ok, rows } = service;

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
    ...service,
    snapshot,
    createGroup,
    inviteLink,
    regenerate,
    tokenOf,
    join,
    groupWithMembers,
  };
}

export type GroupsService = Awaited<ReturnType<typeof startGroupsService>>;
