import { TextField } from '@worship/design-system';

interface FieldValueProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
}

/** The account's e-mail address, as a browser's autofill knows it. */
export function EmailField({ label = 'Email', ...field }: FieldValueProps & { label?: string }) {
  return <TextField {...field} label={label} type="email" name="email" autoComplete="email" />;
}

/** The account's present password: signing in, or asked again before a sensitive change. */
export function CurrentPasswordField({
  label = 'Current password',
  name = 'currentPassword',
  hint,
  ...field
}: FieldValueProps & { label?: string; name?: string; hint?: string }) {
  return (
    <TextField
      {...field}
      label={label}
      name={name}
      hint={hint}
      type="password"
      autoComplete="current-password"
    />
  );
}

/** A password being chosen; the hint states the rule the server holds it to. */
export function NewPasswordField(field: FieldValueProps) {
  return (
    <TextField
      {...field}
      label="New password"
      hint="At least 8 characters."
      name="newPassword"
      type="password"
      autoComplete="new-password"
    />
  );
}
