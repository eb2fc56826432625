import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { createGroupSchema } from './group.input';

describe('createGroupSchema', () => {
  it('trims the name and turns an empty description into null', () => {
    expect(createGroupSchema.parse({ name: '  Choir  ', description: '   ' })).toEqual({
      name: 'Choir',
      description: null,
    });
    expect(createGroupSchema.parse({ name: 'Choir' })).toEqual({
      name: 'Choir',
      description: null,
    });
    expect(createGroupSchema.parse({ name: 'Choir', description: ' Sunday ' }).description).toBe(
      'Sunday',
    );
  });

  it.each([
    [{ name: '' }, 'Group name is required'],
    [{ name: '   ' }, 'Group name is required'],
    [{}, 'Group name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be 100 characters or less'],
    [{ name: 'ok', description: 'x'.repeat(501) }, 'Description must be 500 characters or less'],
  ])('refuses %j with the spec message', (input, message) => {
    const result = createGroupSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts the limits exactly', () => {
    expect(
      createGroupSchema.safeParse({ name: 'x'.repeat(100), description: 'y'.repeat(500) }).success,
    ).toBe(true);
    expect(createGroupSchema.safeParse({ name: `  ${'x'.repeat(100)}  ` }).success).toBe(true);
  });
});
