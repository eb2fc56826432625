import 'reflect-metadata';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emitSubgraphSdl } from '@worship/subgraph-kit';
import { describe, expect, it } from 'vitest';
import { buildGroupsSchema } from './schema';

describe('groups subgraph schema', () => {
  it('matches the committed schema.graphql (run `npm run emit-sdl -w @worship/groups` after changes)', async () => {
    const schema = await buildGroupsSchema({
      publicUrl: 'http://localhost:3000',
      secret: 'x'.repeat(40),
    });
    const committed = await readFile(join(__dirname, '..', 'schema.graphql'), 'utf8');
    const dir = await mkdtemp(join(tmpdir(), 'groups-sdl-'));
    try {
      await emitSubgraphSdl(schema, join(dir, 'schema.graphql'));
      expect(await readFile(join(dir, 'schema.graphql'), 'utf8')).toBe(committed);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has the contract’s operations and types', async () => {
    const sdl = await readFile(join(__dirname, '..', 'schema.graphql'), 'utf8');
    for (const line of [
      'myGroups: [Group!]!',
      'group(id: ID!): Group',
      'invitePreview(token: String!): InvitePreview',
      'createGroup(input: CreateGroupInput!): Group!',
      'deleteGroup(id: ID!): Boolean!',
      'leaveGroup(id: ID!): Boolean!',
      'removeGroupMember(groupId: ID!, userId: ID!): Boolean!',
      'inviteToGroup(groupId: ID!, emails: [String!]!): GroupInvite!',
      'regenerateInvite(groupId: ID!): GroupInvite!',
      'joinGroup(token: String!): JoinGroupResult!',
      '@key(fields: "id", resolvable: false)',
      'memberCount: Int!',
      'user: User!',
    ]) {
      expect(sdl).toContain(line);
    }
  });
});
