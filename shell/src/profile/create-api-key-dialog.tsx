import { Button, Dialog, DialogClose, Field, Input } from '@worship/design-system';
import { useState, type FormEvent } from 'react';
import type { NewApiKey } from './api-keys.graphql';
import { API_KEY_NAME_REQUIRED, useCreateApiKey } from './use-api-keys';

export interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (key: NewApiKey) => void;
}

/** The form lives inside the dialog content, so it starts empty every time the dialog opens. */
function CreateApiKeyForm({ onOpenChange, onCreated }: Omit<CreateApiKeyDialogProps, 'open'>) {
  const { create, creating: saving } = useCreateApiKey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(API_KEY_NAME_REQUIRED);
      return;
    }
    setError(null);
    const created = await create(trimmed);
    if (!created) return;
    onCreated(created);
    onOpenChange(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1.5rem' }}>
      <Field label="Name" error={error}>
        <Input
          name="name"
          placeholder="e.g. Song import script"
          maxLength={100}
          autoComplete="off"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
        />
      </Field>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', flexWrap: 'wrap' }}>
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {saving ? 'Creating...' : 'Create Key'}
        </Button>
      </div>
    </form>
  );
}

/** Name the key; a blank name (after trimming) is refused under the field (spec §5). */
export function CreateApiKeyDialog({ open, onOpenChange, onCreated }: CreateApiKeyDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create API Key"
      description="Give the key a name so you can recognise it later. The key itself is shown only once."
    >
      <CreateApiKeyForm onOpenChange={onOpenChange} onCreated={onCreated} />
    </Dialog>
  );
}
