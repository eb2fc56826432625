import { describe, expect, it } from 'vitest';
import { toCreateGroupInput, validateGroupForm } from './group-form';
import { resolveSelectedGroupId } from './selection';

describe('group form', () => {
  it('requires a name of at most 100 characters', () => {
    expect(validateGroupForm({ name: '  ', description: '' })).toEqual({
      name: 'Group name is required',
    });
    expect(validateGroupForm({ name: 'x'.repeat(101), description: '' })).toEqual({
      name: 'Name must be 100 characters or less',
    });
    expect(validateGroupForm({ name: 'x'.repeat(100), description: '' })).toEqual({});
  });

  it('sends an empty description as absent', () => {
    expect(toCreateGroupInput({ name: ' Choir ', description: '   ' })).toEqual({ name: 'Choir' });
    expect(toCreateGroupInput({ name: 'Choir', description: ' Sunday ' })).toEqual({
      name: 'Choir',
      description: 'Sunday',
    });
  });
});

describe('selected group', () => {
  const groups = [{ id: 'a' }, { id: 'b' }];
  it('defaults to the active group, else the first group', () => {
    expect(resolveSelectedGroupId({ kind: 'default' }, groups, 'b')).toBe('b');
    expect(resolveSelectedGroupId({ kind: 'default' }, groups, 'gone')).toBe('a');
    expect(resolveSelectedGroupId({ kind: 'default' }, [], null)).toBeNull();
  });
  it('keeps a chosen group while it exists, and stays cleared after delete/leave', () => {
    expect(resolveSelectedGroupId({ kind: 'group', id: 'b' }, groups, 'a')).toBe('b');
    expect(resolveSelectedGroupId({ kind: 'group', id: 'gone' }, groups, null)).toBe('a');
    expect(resolveSelectedGroupId({ kind: 'cleared' }, groups, 'a')).toBeNull();
  });
});
