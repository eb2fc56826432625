import {
  CATEGORY_COLOR_INVALID,
  CATEGORY_NAME_MAX,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_NAME_TOO_LONG,
  isHexColor,
} from '@worship/common';

// Client validation of the category dialogs (spec §5): the songs service's rules.

/** Spec §5: the 12 presets, in order, with the names the swatch buttons are announced by. */
export const PRESET_COLORS = [
  { value: '#3b82f6', name: 'Blue' },
  { value: '#ef4444', name: 'Red' },
  { value: '#10b981', name: 'Emerald' },
  { value: '#f59e0b', name: 'Amber' },
  { value: '#8b5cf6', name: 'Violet' },
  { value: '#ec4899', name: 'Pink' },
  { value: '#06b6d4', name: 'Cyan' },
  { value: '#84cc16', name: 'Lime' },
  { value: '#f97316', name: 'Orange' },
  { value: '#6366f1', name: 'Indigo' },
  { value: '#14b8a6', name: 'Teal' },
  { value: '#eab308', name: 'Yellow' },
] as const;

export interface CategoryFormValues {
  name: string;
  color: string;
}

export interface CategoryFormErrors {
  name?: string;
  color?: string;
}

export function validateCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = CATEGORY_NAME_REQUIRED;
  else if (name.length > CATEGORY_NAME_MAX) errors.name = CATEGORY_NAME_TOO_LONG;
  if (!isHexColor(values.color.trim())) errors.color = CATEGORY_COLOR_INVALID;
  return errors;
}

/** The mutation input: trimmed name, colour in lower case as the service stores it. */
export function toCategoryInput(values: CategoryFormValues): { name: string; color: string } {
  return { name: values.name.trim(), color: values.color.trim().toLowerCase() };
}
