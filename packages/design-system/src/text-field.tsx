import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

export interface TextFieldProps extends Omit<
  ComponentProps<typeof Input>,
  'id' | 'value' | 'onChange' | 'required'
> {
  label: ReactNode;
  /** Shown under the input; marks it aria-invalid and describes it. */
  error?: string | null;
  hint?: ReactNode;
  /** The visual '*' and aria-required. */
  required?: boolean;
  id?: string;
  value: string;
  /** The new text, on every keystroke. */
  onValueChange: (value: string) => void;
}

/**
 * A labelled one-line text input: Field's label, hint and error wiring around an Input, for the
 * many forms whose fields are "a string in state". `className` styles the field's wrapper.
 */
export function TextField({
  label,
  error,
  hint,
  required,
  id,
  className,
  onValueChange,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      id={id}
      className={className}
    >
      <Input {...input} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  );
}
