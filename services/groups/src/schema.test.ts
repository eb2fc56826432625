import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { emittedSdl } from '@worship/subgraph-kit/testing';
import { describe, expect, it } from 'vitest';
import { buildGroupsSchema } from './schema';

/** The committed SDL, the input of `npm run compose`. */
const SDL_FILE = join(__dirname, '..', 'schema.graphql');

describe('groups subgraph schema', () => {
  it('matches the committed schema.graphql (run `npm run emit-sdl -w @worship/groups` after changes)', async () => {
    const schema = await buildGroupsSchema({
      publicUrl: 'http://localhost:3000',
      secret: 'x'.repeat(40),
    });
    expect(await emittedSdl(schema)).toBe(await readFile(SDL_FILE, 'utf8'));
  });

  it('has the contract’s operations and types', async () => {
    const sdl = await readFile(SDL_FILE, 'utf8');
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
