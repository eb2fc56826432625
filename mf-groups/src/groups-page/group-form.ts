import { GROUP_NAME_MAX, GROUP_NAME_REQUIRED, GROUP_NAME_TOO_LONG } from '@worship/common';

/** Client validation of the Create Group form (spec §5): the groups service's rules. */

export interface GroupFormValues {
  name: string;
  description: string;
}

export interface GroupFormErrors {
  name?: string;
  description?: string;
}

export function validateGroupForm(values: GroupFormValues): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = GROUP_NAME_REQUIRED;
  else if (name.length > GROUP_NAME_MAX) errors.name = GROUP_NAME_TOO_LONG;
  return errors;
}

/** The mutation input: a trimmed name, and the description only when it is not blank. */
export function toCreateGroupInput(values: GroupFormValues): {
  name: string;
  description?: string;
} {
  const description = values.description.trim();
  return description ? { name: values.name.trim(), description } : { name: values.name.trim() };
}
