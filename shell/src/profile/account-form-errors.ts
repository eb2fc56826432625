import { serverMessageOf } from '@worship/shell-contract';

/**
 * A refused account change as a form shows it: the server's per-field messages (its
 * `fieldErrors`, e.g. `{ currentPassword: 'Your current password is incorrect.' }`) under
 * their fields, else its message for the whole form.
 */
export interface FormErrors {
  fields: Record<string, string>;
  form: string | null;
}

export function formErrorsOf(error: unknown, fallback: string): FormErrors {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors)
    ? (errors[0] as { extensions?: { fieldErrors?: unknown } } | undefined)
    : undefined;
  const fieldErrors = first?.extensions?.fieldErrors;
  const fields =
    fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : {};
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields: {}, form: serverMessageOf(error) ?? fallback };
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };
