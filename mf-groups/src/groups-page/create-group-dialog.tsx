import { useMutation } from '@apollo/client/react';
import {
  CheckIcon,
  Dialog,
  DialogFormActions,
  Field,
  Textarea,
  TextField,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import { MyGroupsDocument, fieldErrorsOf } from '@worship/shell-contract';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useReportError } from '@worship/shell-contract';
import {
  toCreateGroupInput,
  validateGroupForm,
  type GroupFormErrors,
  type GroupFormValues,
} from './group-form';
import { CreateGroupDocument, type GroupSummary } from './groups.graphql';

export const CREATE_GROUP_FAILED = 'Failed to create group. Please try again.';

const FEATURES = [
  'You become the group admin',
  'Invite members with a secure link',
  'Share song libraries and statistics',
  'Usage analytics for your team',
  'Shareable schedule links',
] as const;

const Features = styled.section`
  padding: 0.875rem 1rem;
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.onPrimarySoft};
  font-size: ${fontSizes.sm};

  h3 {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    margin-bottom: 0.375rem;
  }
  ul {
    list-style: none;
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const EMPTY: GroupFormValues = { name: '', description: '' };

export interface CreateGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the group was created and the lists were refreshed. */
  onCreated?: (group: GroupSummary) => void | Promise<void>;
}

export function CreateGroupDialog({ open, onOpenChange, onCreated }: CreateGroupDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<GroupFormValues>(EMPTY);
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const reportError = useReportError();
  const [createGroup, { loading }] = useMutation(CreateGroupDocument, {
    refetchQueries: [{ query: MyGroupsDocument }],
    awaitRefetchQueries: true,
  });

  function reset() {
    setValues(EMPTY);
    setErrors({});
  }

  function handleOpenChange(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  function update(field: keyof GroupFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const clientErrors = validateGroupForm(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;

    try {
      const result = await createGroup({ variables: { input: toCreateGroupInput(values) } });
      const group = result.data?.createGroup;
      if (!group) throw new Error('createGroup returned no group');
      reset();
      onOpenChange(false);
      await onCreated?.(group);
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      const shown: GroupFormErrors = {
        name: serverErrors.name,
        description: serverErrors.description,
      };
      if (shown.name || shown.description) setErrors(shown);
      else reportError(error, CREATE_GROUP_FAILED);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Create New Group"
      description="Start a worship team and collaborate on songs and schedules."
      footer={
        <DialogFormActions
          form={formId}
          loading={loading}
          submitLabel={loading ? 'Creating...' : 'Create Group'}
        />
      }
    >
      <Form id={formId} noValidate onSubmit={handleSubmit}>
        <TextField
          label="Group Name"
          required
          error={errors.name}
          name="name"
          autoComplete="off"
          placeholder="e.g. Sunday Worship Team"
          value={values.name}
          onValueChange={(value) => update('name', value)}
        />
        <Field label="Description (optional)" error={errors.description}>
          <Textarea
            name="description"
            rows={3}
            placeholder="What is this group for?"
            value={values.description}
            onChange={(event) => update('description', event.target.value)}
          />
        </Field>
      </Form>
      <Features aria-labelledby={`${formId}-features`}>
        <h3 id={`${formId}-features`}>What you get</h3>
        <ul>
          {FEATURES.map((feature) => (
            <li key={feature}>
              <CheckIcon size={16} />
              {feature}
            </li>
          ))}
        </ul>
      </Features>
    </Dialog>
  );
}
