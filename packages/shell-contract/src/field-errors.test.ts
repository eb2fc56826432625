import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

const badInput = (fieldErrors: Record<string, unknown>) =>
  new CombinedGraphQLErrors({
    errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors } }],
  });

describe('fieldErrorsOf', () => {
  it('reads each field path and its first message, without the input. prefix', () => {
    expect(
      fieldErrorsOf(
        badInput({
          'input.title': 'Song title is required',
          'stanzas.0.lyrics': ['Lyrics are required', 'ignored'],
          emails: 'Email is required',
        }),
      ),
    ).toEqual({
      title: 'Song title is required',
      'stanzas.0.lyrics': 'Lyrics are required',
      emails: 'Email is required',
    });
  });

  it('is empty for other errors', () => {
    expect(
      fieldErrorsOf(
        new CombinedGraphQLErrors({
          errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    ).toEqual({});
    expect(fieldErrorsOf(new Error('500: boom'))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });
});
