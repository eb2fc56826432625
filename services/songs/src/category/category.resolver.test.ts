import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, codeOf, newUser, startSongsService, type SongsService } from '../test/harness';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_category');
});
afterAll(() => svc?.close());

const CREATE = `mutation($input: CategoryInput!) {
  createCategory(input: $input) { id name color createdBy createdAt canEdit }
}`;
const UPDATE = `mutation($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) { id name color canEdit }
}`;
const LIST = `{ categories { id name color createdAt canEdit } }`;
const PUBLIC_LIST = `{ publicCategories { id name color createdAt } }`;

const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;

describe('createCategory', () => {
  it('creates a category with the default colour, trimmed name, and the creator recorded', async () => {
    const creator = newUser();
    const name = unique('Worship');
    const { createCategory } = await svc.ok(CREATE, { input: { name: `  ${name}  ` } }, creator);
    expect(createCategory).toMatchObject({
      name,
      color: '#3b82f6',
      createdBy: creator.userId,
      canEdit: true,
    });
    expect(new Date(createCategory.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await svc.rows('select * from songs.categories where id = $1', [
      createCategory.id,
    ]);
    expect(row).toMatchObject({ name, color: '#3b82f6', created_by: creator.userId });
  });

  it('stores the colour in lower case, and takes an empty one as the default', async () => {
    const upper = await svc.createCategory(newUser(), unique('Upper'), '#EF4444');
    expect(upper.color).toBe('#ef4444');
    expect((await svc.createCategory(newUser(), unique('Empty'), '')).color).toBe('#3b82f6');
  });

  it.each([
    [{ name: '' }, 'name', 'Category name is required'],
    [{ name: '   ' }, 'name', 'Category name is required'],
    [{ name: null }, 'name', 'Category name is required'],
    [{ name: 'n'.repeat(51) }, 'name', 'Name must be 50 characters or less'],
    [{ name: 'Ok', color: 'red' }, 'color', 'Must be a valid hex color'],
    [{ name: 'Ok', color: '#fff' }, 'color', 'Must be a valid hex color'],
    [{ name: 'Ok', color: '3b82f6' }, 'color', 'Must be a valid hex color'],
    [{ name: 'Ok', color: '#3b82fg' }, 'color', 'Must be a valid hex color'],
  ])('refuses %j with the spec message and stores nothing', async (input, field, message) => {
    const before = await svc.snapshot();
    const result = await svc.gql(CREATE, { input }, newUser());
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: message });
    expect(await svc.snapshot()).toEqual(before);
  });

  it('accepts a name of exactly 50 characters', async () => {
    const name = `${randomUUID()}${'n'.repeat(14)}`;
    expect(name).toHaveLength(50);
    expect((await svc.createCategory(newUser(), name)).name).toBe(name);
  });

  it('refuses a name that exists in any case with CONFLICT, and stores nothing', async () => {
    const name = unique('Gospel');
    await svc.createCategory(newUser(), name);
    const before = await svc.snapshot();
    for (const taken of [name, name.toUpperCase(), ` ${name.toLowerCase()} `]) {
      const result = await svc.gql(CREATE, { input: { name: taken } }, newUser());
      expect(codeOf(result)).toBe('CONFLICT');
      expect(result.errors?.[0]?.message).toBe('A category with this name already exists');
    }
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses an anonymous caller', async () => {
    const before = await svc.snapshot();
    expect(codeOf(await svc.gql(CREATE, { input: { name: unique('Anon') } }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('updateCategory', () => {
  it('lets the creator rename and recolour, keeping absent fields', async () => {
    const creator = newUser();
    const category = await svc.createCategory(creator, unique('Old'), '#10b981');
    const name = unique('New');
    const { updateCategory } = await svc.ok(UPDATE, { id: category.id, input: { name } }, creator);
    expect(updateCategory).toEqual({ id: category.id, name, color: '#10b981', canEdit: true });
    const recoloured = await svc.ok(
      UPDATE,
      { id: category.id.toUpperCase(), input: { color: '#F59E0B' } },
      creator,
    );
    expect(recoloured.updateCategory).toMatchObject({ name, color: '#f59e0b' });
    const [row] = await svc.rows('select name, color from songs.categories where id = $1', [
      category.id,
    ]);
    expect(row).toEqual({ name, color: '#f59e0b' });
  });

  it('lets a site admin edit anyone’s category; the same name in another case is no conflict with itself', async () => {
    const category = await svc.createCategory(newUser(), unique('mixed case'));
    const admin = newUser(true);
    const { updateCategory } = await svc.ok(
      UPDATE,
      { id: category.id, input: { name: category.name.toUpperCase() } },
      admin,
    );
    expect(updateCategory).toMatchObject({ name: category.name.toUpperCase(), canEdit: true });
  });

  it('refuses another user with FORBIDDEN, before reading the input, and changes nothing', async () => {
    const category = await svc.createCategory(newUser(), unique('Theirs'));
    const before = await svc.snapshot();
    for (const input of [{ name: 'Mine now' }, { name: '' }]) {
      const result = await svc.gql(UPDATE, { id: category.id, input }, newUser());
      expect(codeOf(result)).toBe('FORBIDDEN');
    }
    expect(codeOf(await svc.gql(UPDATE, { id: category.id, input: { name: 'x' } }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await svc.snapshot()).toEqual(before);
  });

  it('answers NOT_FOUND "Category not found" for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const result = await svc.gql(UPDATE, { id, input: { name: 'x' } }, newUser(true));
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('Category not found');
    }
  });

  it('refuses a bad change with the spec message, and a taken name with CONFLICT', async () => {
    const creator = newUser();
    const taken = await svc.createCategory(newUser(), unique('Taken'));
    const category = await svc.createCategory(creator, unique('Mine'));
    const before = await svc.snapshot();
    for (const [input, code, message] of [
      [{ name: '  ' }, 'BAD_USER_INPUT', 'Category name is required'],
      [{ name: 'n'.repeat(51) }, 'BAD_USER_INPUT', 'Name must be 50 characters or less'],
      [{ color: 'blue' }, 'BAD_USER_INPUT', 'Must be a valid hex color'],
      [{ name: taken.name.toLowerCase() }, 'CONFLICT', 'A category with this name already exists'],
    ] as const) {
      const result = await svc.gql(UPDATE, { id: category.id, input }, creator);
      expect(codeOf(result)).toBe(code);
      expect(result.errors?.[0]?.message).toBe(message);
    }
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('categories and publicCategories', () => {
  it('list every category by name, case-insensitively; canEdit for the creator and admins only', async () => {
    const creator = newUser();
    const tag = randomUUID().slice(0, 6);
    await svc.createCategory(creator, `${tag} beta`);
    await svc.createCategory(newUser(), `${tag} Alpha`);
    await svc.createCategory(creator, `${tag} Gamma`);
    const ours = (list: any[]) => list.filter((c) => c.name.startsWith(tag));

    const { categories } = await svc.ok(LIST, {}, creator);
    expect(
      ours(categories).map((c: { name: string; canEdit: boolean }) => [c.name, c.canEdit]),
    ).toEqual([
      [`${tag} Alpha`, false],
      [`${tag} beta`, true],
      [`${tag} Gamma`, true],
    ]);
    const asAdmin = await svc.ok(LIST, {}, newUser(true));
    expect(ours(asAdmin.categories).every((c: { canEdit: boolean }) => c.canEdit)).toBe(true);

    const { publicCategories } = await svc.ok(PUBLIC_LIST, {}, ANON);
    expect(ours(publicCategories).map((c: { name: string }) => c.name)).toEqual([
      `${tag} Alpha`,
      `${tag} beta`,
      `${tag} Gamma`,
    ]);
    expect(Object.keys(publicCategories[0]).sort()).toEqual(['color', 'createdAt', 'id', 'name']);
  });

  it('refuses anonymous callers the signed-in list', async () => {
    expect(codeOf(await svc.gql(LIST, {}, ANON))).toBe('UNAUTHENTICATED');
  });
});
