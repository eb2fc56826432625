import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import { BODY_NOT_OBJECT } from './groups.routes';

const CATEGORY_KEYS = ['color', 'createdAt', 'id', 'name'];
const UNAUTHORIZED = { message: 'Unauthorized' };
const CATEGORY_NOT_FOUND = { message: 'Category not found' };
const NAME_REQUIRED = 'Category name is required';
const NAME_TOO_LONG = 'Name must be 50 characters or less';
const BAD_COLOR = 'Must be a valid hex color';
const DUPLICATE = { message: 'A category with this name already exists' };

interface Category {
  id: string;
  name: string;
  color: string;
  createdAt: string;
}

let stack: TestStack;
let admin: TestUser;
let creator: TestUser;
let other: TestUser;

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  // The first account of an installation is its site admin.
  admin = await stack.signUp({ firstName: 'Ada', lastName: 'Admin' });
  creator = await stack.signUp({ firstName: 'Cora', lastName: 'Creator' });
  other = await stack.signUp({ firstName: 'Otto', lastName: 'Other' });
});

afterAll(async () => {
  await stack?.stop();
});

/** Categories as stored: a refused call must leave them exactly as they were. */
async function snapshot() {
  return stack.sql('select * from "songs"."categories" order by id');
}

let counter = 0;
/** A name no other test uses: the category list is site-wide. */
const uniqueName = (prefix = 'Category') => `${prefix} ${++counter} ${randomUUID().slice(0, 6)}`;

async function createCategory(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await stack.request<Category>('POST', '/api/categories', {
    cookie: user.cookie,
    body: { name: uniqueName(), ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function expectRefused(
  method: string,
  path: string,
  cookie: string | undefined,
  requestBody: unknown,
  status: number,
  body: unknown,
) {
  const before = await snapshot();
  const res = await stack.request(method, path, { cookie, body: requestBody });
  expect({ status: res.status, body: res.body }).toEqual({ status, body });
  expect(await snapshot()).toEqual(before);
}

describe('POST /api/categories', () => {
  it('creates a category (201): trimmed name, colour stored lower-case', async () => {
    const name = uniqueName('Worship');
    const res = await stack.request<Category>('POST', '/api/categories', {
      cookie: creator.cookie,
      body: { name: `  ${name} `, color: '#EF4444' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(CATEGORY_KEYS);
    expect(res.body).toMatchObject({ name, color: '#ef4444' });
    expect(Date.now() - new Date(res.body.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('gives the default colour #3b82f6 when none is sent', async () => {
    expect((await createCategory(creator)).color).toBe('#3b82f6');
    expect((await createCategory(creator, { color: null })).color).toBe('#3b82f6');
  });

  it.each([
    [{}, NAME_REQUIRED, 'name'],
    [{ name: '' }, NAME_REQUIRED, 'name'],
    [{ name: '   ' }, NAME_REQUIRED, 'name'],
    [{ name: null }, NAME_REQUIRED, 'name'],
    [{ name: 12 }, NAME_REQUIRED, 'name'],
    [{ name: 'x'.repeat(51) }, NAME_TOO_LONG, 'name'],
    [{ name: 'Valid', color: 'red' }, BAD_COLOR, 'color'],
    [{ name: 'Valid', color: '#fff' }, BAD_COLOR, 'color'],
    [{ name: 'Valid', color: '3b82f6' }, BAD_COLOR, 'color'],
    [{ name: 'Valid', color: '#gggggg' }, BAD_COLOR, 'color'],
    [{ name: 'Valid', color: 0x3b82f6 }, BAD_COLOR, 'color'],
  ])('answers 400 to %j with the message, storing nothing', async (body, message, field) => {
    await expectRefused('POST', '/api/categories', creator.cookie, body, 400, {
      message,
      errors: { [field]: message },
    });
  });

  it('accepts a 50-character name', async () => {
    const name = `${uniqueName()} `.padEnd(50, 'x');
    expect((await createCategory(creator, { name })).name).toBe(name);
  });

  it('answers 409 to a name already taken, whatever its case, storing nothing', async () => {
    const taken = await createCategory(creator);
    for (const name of [taken.name, taken.name.toUpperCase(), ` ${taken.name.toLowerCase()} `]) {
      await expectRefused('POST', '/api/categories', other.cookie, { name }, 409, DUPLICATE);
    }
  });

  it('answers 400 to a body that is not a JSON object, or not JSON', async () => {
    await expectRefused('POST', '/api/categories', creator.cookie, ['Hymns'], 400, {
      message: BODY_NOT_OBJECT,
      errors: { _: BODY_NOT_OBJECT },
    });
    for (const body of ['{"name":', '"Hymns"']) {
      await expectRefused('POST', '/api/categories', creator.cookie, body, 400, {
        message: 'Request body is not valid JSON',
      });
    }
  });

  it('answers 401 to an anonymous caller, even with a bad body, storing nothing', async () => {
    await expectRefused('POST', '/api/categories', undefined, { name: 'Anon' }, 401, UNAUTHORIZED);
    await expectRefused('POST', '/api/categories', undefined, { name: '' }, 401, UNAUTHORIZED);
  });
});

describe('GET /api/categories and /api/categories/public', () => {
  it('lists every category by name, the same list signed in or not', async () => {
    const b = await createCategory(other, { name: uniqueName('Bbb') });
    const a = await createCategory(creator, { name: uniqueName('aaa') });
    const res = await stack.request<Category[]>('GET', '/api/categories', {
      cookie: other.cookie,
    });
    expect(res.status).toBe(200);
    for (const category of res.body) expect(Object.keys(category).sort()).toEqual(CATEGORY_KEYS);
    const listed = res.body.map((c) => c.id);
    expect(listed).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(listed.indexOf(a.id)).toBeLessThan(listed.indexOf(b.id));
    const names = res.body.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(res.body.find((c) => c.id === a.id)).toEqual(a);

    for (const cookie of [undefined, creator.cookie]) {
      const publicList = await stack.request('GET', '/api/categories/public', { cookie });
      expect(publicList.status).toBe(200);
      expect(publicList.body).toEqual(res.body);
    }
  });

  it('answers 401 to an anonymous caller on the signed-in list', async () => {
    const res = await stack.request('GET', '/api/categories');
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('PATCH /api/categories/:id', () => {
  it('lets the creator rename and recolour their category (200)', async () => {
    const category = await createCategory(creator, { color: '#10b981' });
    const name = uniqueName('Renamed');
    const res = await stack.request<Category>('PATCH', `/api/categories/${category.id}`, {
      cookie: creator.cookie,
      body: { name: ` ${name}  `, color: '#8B5CF6' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...category, name, color: '#8b5cf6' });
    const list = await stack.request<Category[]>('GET', '/api/categories', {
      cookie: other.cookie,
    });
    expect(list.body.find((c) => c.id === category.id)).toEqual(res.body);
  });

  it('keeps what the body leaves out', async () => {
    const category = await createCategory(creator, { color: '#06b6d4' });
    const recoloured = await stack.request('PATCH', `/api/categories/${category.id}`, {
      cookie: creator.cookie,
      body: { color: '#EC4899' },
    });
    expect(recoloured.body).toEqual({ ...category, color: '#ec4899' });
    const name = uniqueName('Only name');
    const renamed = await stack.request('PATCH', `/api/categories/${category.id}`, {
      cookie: creator.cookie,
      body: { name },
    });
    expect(renamed.body).toEqual({ ...category, name, color: '#ec4899' });
  });

  it('lets a site admin edit anyone’s category', async () => {
    const category = await createCategory(creator);
    const name = uniqueName('By admin');
    const res = await stack.request('PATCH', `/api/categories/${category.id}`, {
      cookie: admin.cookie,
      body: { name, color: '#f97316' },
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { ...category, name, color: '#f97316' },
    });
  });

  it('keeps its own name in another case, and refuses a name another category has (409)', async () => {
    const category = await createCategory(creator);
    const same = await stack.request('PATCH', `/api/categories/${category.id}`, {
      cookie: creator.cookie,
      body: { name: category.name.toUpperCase(), color: category.color },
    });
    expect(same.status).toBe(200);
    const taken = await createCategory(other);
    await expectRefused(
      'PATCH',
      `/api/categories/${category.id}`,
      creator.cookie,
      { name: taken.name.toLowerCase(), color: '#3b82f6' },
      409,
      DUPLICATE,
    );
  });

  it('refuses anyone but the creator or an admin (403), changing nothing', async () => {
    const category = await createCategory(creator);
    const before = await snapshot();
    const res = await stack.request('PATCH', `/api/categories/${category.id}`, {
      cookie: other.cookie,
      body: { name: uniqueName('Hijacked'), color: '#000000' },
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 403,
      body: { message: 'Only its creator or a site admin can edit this category' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 to unknown and malformed ids, 401 to anonymous callers', async () => {
    for (const id of [randomUUID(), 'nope', '%20']) {
      await expectRefused(
        'PATCH',
        `/api/categories/${id}`,
        admin.cookie,
        { name: uniqueName(), color: '#3b82f6' },
        404,
        CATEGORY_NOT_FOUND,
      );
    }
    const category = await createCategory(creator);
    await expectRefused(
      'PATCH',
      `/api/categories/${category.id}`,
      undefined,
      { name: 'Anon' },
      401,
      UNAUTHORIZED,
    );
  });

  it.each([
    [{ name: '' }, NAME_REQUIRED, 'name'],
    [{ name: '  ', color: '#3b82f6' }, NAME_REQUIRED, 'name'],
    [{ name: 'x'.repeat(51), color: '#3b82f6' }, NAME_TOO_LONG, 'name'],
    [{ name: 'Valid name', color: 'blue' }, BAD_COLOR, 'color'],
    [{ name: 'Valid name', color: 12 }, BAD_COLOR, 'color'],
  ])('answers 400 to %j with the message, changing nothing', async (body, message, field) => {
    const category = await createCategory(creator);
    await expectRefused('PATCH', `/api/categories/${category.id}`, creator.cookie, body, 400, {
      message,
      errors: { [field]: message },
    });
  });

  it('answers 400 to a body that is not a JSON object, or not JSON', async () => {
    const category = await createCategory(creator);
    await expectRefused('PATCH', `/api/categories/${category.id}`, creator.cookie, [], 400, {
      message: BODY_NOT_OBJECT,
      errors: { _: BODY_NOT_OBJECT },
    });
    await expectRefused('PATCH', `/api/categories/${category.id}`, creator.cookie, '{', 400, {
      message: 'Request body is not valid JSON',
    });
  });
});
