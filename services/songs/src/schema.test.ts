import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { emittedSdl } from '@worship/subgraph-kit/testing';
import { describe, expect, it } from 'vitest';
import { buildSongsSchema } from './schema';

const noCalls = { groupIdsOf: () => Promise.reject(new Error('no calls')) };

/** The committed SDL, the input of `npm run compose`. */
const SDL_FILE = join(__dirname, '..', 'schema.graphql');

describe('songs subgraph schema', () => {
  it('matches the committed schema.graphql (run `npm run compose` after changes)', async () => {
    const schema = await buildSongsSchema({
      memberships: noCalls,
      secret: 'sdl-emission-verifies-nothing',
    });
    expect(await emittedSdl(schema)).toBe(await readFile(SDL_FILE, 'utf8'));
  });

  it('has the contract’s operations and types', async () => {
    const sdl = await readFile(SDL_FILE, 'utf8');
    for (const line of [
      'songs(groupId: ID, neverUsed: Boolean, notUsedForMonths: Int, sort: SongSort = NEWEST, limit: Int = 1000, offset: Int = 0): [Song!]!',
      'searchSongs(query: String!, language: String, categoryId: ID, groupId: ID, neverUsed: Boolean, notUsedForMonths: Int, limit: Int = 20, offset: Int = 0): [Song!]!',
      'song(id: ID!): Song',
      'publicSongs(limit: Int = 500, offset: Int = 0): [Song!]!',
      'searchPublicSongs(query: String!, language: String, categoryId: ID, limit: Int = 20, offset: Int = 0): [Song!]!',
      'publicSong(id: ID!): Song',
      'songAuthors: [String!]!',
      'categories: [Category!]!',
      'publicCategories: [Category!]!',
      'createSong(input: CreateSongInput!): Song!',
      'createCategory(input: CategoryInput!): Category!',
      'updateCategory(id: ID!, input: CategoryInput!): Category!',
      'creator: User!',
      'category: Category',
      'stanzas: [Stanza!]!',
      'transliterations: [Transliteration!]!',
      'canEdit: Boolean!',
      '@key(fields: "id", resolvable: false)',
    ]) {
      expect(sdl).toContain(line);
    }
    // The folded search keys are storage, not API.
    expect(sdl).not.toMatch(/searchKey|titleKey/);
  });
});
