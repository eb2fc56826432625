import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  CheckIcon,
  Dialog,
  DialogClose,
  Field,
  Input,
  colors,
  fontSizes,
} from '@worship/design-system';
import { useReportError } from '@worship/shell-contract';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldErrorsOf } from '../lib/graphql-errors';
import { CategoriesDocument, type CategoryFields } from '../lib/categories.graphql';
import { CreateCategoryDocument, UpdateCategoryDocument } from './category-changes.graphql';
import {
  DEFAULT_CATEGORY_COLOR,
  PRESET_COLORS,
  isHexColor,
  toCategoryInput,
  validateCategoryForm,
  type CategoryFormErrors,
  type CategoryFormValues,
} from './category-form';

/** Spec §8 "Categories" ('...' there stands for the product's usual ' Please try again.'). */
export const CREATE_CATEGORY_FAILED = 'Failed to create category. Please try again.';
export const UPDATE_CATEGORY_FAILED = 'Failed to update category. Please try again.';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const ColorRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

const ColorPicker = styled.input`
  flex: none;
  width: 2.75rem;
  height: 2.5rem;
  padding: 0.125rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: 0.5rem;
  background: ${colors.surface};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

const Presets = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 2.25rem);
  gap: 0.5rem;
`;

/** A 36 px target with the colour as its fill and a dark ring + check when chosen. */
const Swatch = styled.button<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  border: 2px solid ${colors.surface};
  box-shadow: 0 0 0 1px ${colors.borderStrong};
  background: ${(p) => p.$color};
  color: #ffffff;
  cursor: pointer;
  &[aria-pressed='true'] {
    box-shadow: 0 0 0 2px ${colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 3px;
  }
`;

const PresetsLabel = styled.span`
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

export interface CategoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to edit; without one the dialog creates a category. */
  category?: CategoryFields | null;
  /** Called with the saved category after the list was refreshed. */
  onSaved?: (category: CategoryFields) => void;
}

function initialValues(category?: CategoryFields | null): CategoryFormValues {
  return category
    ? { name: category.name, color: category.color }
    : { name: '', color: DEFAULT_CATEGORY_COLOR };
}

/**
 * 'Create Category' and 'Edit Category' (spec §2 "Categories"): a name, a colour (typed as hex or
 * picked) and the 12 preset swatches. Each time it opens, the form starts from the category's
 * current values (or the defaults), whatever was typed before it was last closed.
 */
export function CategoryDialog({ open, onOpenChange, category, onSaved }: CategoryDialogProps) {
  const editing = Boolean(category);
  const formId = useId();
  const presetsLabelId = useId();
  const [values, setValues] = useState<CategoryFormValues>(() => initialValues(category));
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Adjusting state while rendering (not in an effect), so the first open frame is right.
    setWasOpen(open);
    if (open) {
      setValues(initialValues(category));
      setErrors({});
    }
  }
  const reportError = useReportError();
  const refetch = { refetchQueries: [{ query: CategoriesDocument }], awaitRefetchQueries: true };
  const [createCategory, created] = useMutation(CreateCategoryDocument, refetch);
  const [updateCategory, updated] = useMutation(UpdateCategoryDocument, refetch);
  const saving = created.loading || updated.loading;

  function update(field: keyof CategoryFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const clientErrors = validateCategoryForm(values);
    setErrors(clientErrors);
    if (clientErrors.name || clientErrors.color) return;

    const input = toCategoryInput(values);
    try {
      const saved = category
        ? (await updateCategory({ variables: { id: category.id, input } })).data?.updateCategory
        : (await createCategory({ variables: { input } })).data?.createCategory;
      if (!saved) throw new Error('The server returned no category');
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      const shown = serverFieldErrors(error);
      if (shown.name || shown.color) setErrors(shown);
      else reportError(error, category ? UPDATE_CATEGORY_FAILED : CREATE_CATEGORY_FAILED);
    }
  }

  const pickerValue = isHexColor(values.color.trim())
    ? values.color.trim().toLowerCase()
    : DEFAULT_CATEGORY_COLOR;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Category' : 'Create Category'}
      description={
        editing ? 'Change the name or colour of this category.' : 'Group songs by theme or use.'
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {editing
              ? saving
                ? 'Saving...'
                : 'Save Changes'
              : saving
                ? 'Creating...'
                : 'Create Category'}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={handleSubmit}>
        <Field label="Name" required error={errors.name}>
          <Input
            name="name"
            autoComplete="off"
            placeholder="e.g. Worship"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
          />
        </Field>
        <Field label="Color" error={errors.color} hint="A hex colour such as #3b82f6">
          {(controlProps) => (
            <ColorRow>
              <Input
                {...controlProps}
                name="color"
                autoComplete="off"
                spellCheck={false}
                value={values.color}
                onChange={(event) => update('color', event.target.value)}
              />
              <ColorPicker
                type="color"
                aria-label="Pick a color"
                value={pickerValue}
                onChange={(event) => update('color', event.target.value)}
              />
            </ColorRow>
          )}
        </Field>
        <Presets>
          <PresetsLabel id={presetsLabelId}>Preset colors</PresetsLabel>
          <Swatches role="group" aria-labelledby={presetsLabelId}>
            {PRESET_COLORS.map((preset) => {
              const selected = values.color.trim().toLowerCase() === preset.value;
              return (
                <Swatch
                  key={preset.value}
                  type="button"
                  $color={preset.value}
                  aria-label={`${preset.name} ${preset.value}`}
                  aria-pressed={selected}
                  onClick={() => update('color', preset.value)}
                >
                  {selected && <CheckIcon size={16} />}
                </Swatch>
              );
            })}
          </Swatches>
        </Presets>
      </Form>
    </Dialog>
  );
}

/**
 * What the server said about the fields: BAD_USER_INPUT field errors, and the duplicate-name
 * CONFLICT ('A category with this name already exists'), which belongs under the name.
 */
function serverFieldErrors(error: unknown): CategoryFormErrors {
  const fields = fieldErrorsOf(error);
  const shown: CategoryFormErrors = { name: fields.name, color: fields.color };
  if (!shown.name && CombinedGraphQLErrors.is(error)) {
    const conflict = error.errors.find((e) => e.extensions?.code === 'CONFLICT');
    if (conflict) shown.name = conflict.message;
  }
  return shown;
}
