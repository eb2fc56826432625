import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('labels the control and links the error message', () => {
    render(
      <Field label="Name" error="Please enter a name for your API key." hint="Shown in the list">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Shown in the list Please enter a name for your API key.',
    );
  });

  it('is valid without an error', () => {
    render(<Field label="Email">{(props) => <Input type="email" {...props} />}</Field>);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
