import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, newUser, startGroupsService, type GroupsService } from '../test/harness';

let svc: GroupsService;
beforeAll(async () => {
  svc = await startGroupsService('groups_reference');
});
afterAll(() => svc?.close());

const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id name memberCount isOwner } } }`;

describe('Group entity references (federation)', () => {
  it('resolves groups for their members, batched, and null for anyone else', async () => {
    const a = await svc.groupWithMembers(1, 'A');
    const b = await svc.groupWithMembers(0, 'B');
    const representations = [a.group.id, b.group.id, randomUUID(), 'junk'].map((id) => ({
      __typename: 'Group',
      id,
    }));

    svc.queries.length = 0;
    const { _entities } = await svc.ok(ENTITIES, { r: representations }, a.members[0]!);
    expect(_entities).toEqual([
      { id: a.group.id, name: 'A', memberCount: 2, isOwner: false },
      null,
      null,
      null,
    ]);
    // one query for the groups, one for the viewer's memberships, one for the counts
    expect(svc.queries).toHaveLength(3);

    expect((await svc.ok(ENTITIES, { r: representations }, b.owner))._entities[1]).toMatchObject({
      name: 'B',
    });
    expect((await svc.ok(ENTITIES, { r: representations }, newUser()))._entities).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect((await svc.ok(ENTITIES, { r: representations }, ANON))._entities).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
