import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        label="New password"
        hint="At least 8 characters."
        error={error}
        type="password"
        name="newPassword"
        value={value}
        onValueChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is a labelled input that reports each new value', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('name', 'newPassword');
    fireEvent.change(input, { target: { value: 'secret' } });
    expect(screen.getByRole('status')).toHaveTextContent('secret');
    expect(input).toHaveValue('secret');
  });

  it('describes the input by its hint and error and marks it invalid', () => {
    render(<Controlled error="Password must be at least 8 characters." />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters.',
    );
  });

  it('marks a required field with aria-required and a visual star', () => {
    render(<TextField label="Group Name" required value="" onValueChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: /Group Name/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
