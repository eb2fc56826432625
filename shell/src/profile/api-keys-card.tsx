import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  ConfirmDialog,
  PlusIcon,
} from '@worship/design-system';
import { useState } from 'react';
import { ApiAccess } from './api-access';
import { ApiKeyList } from './api-key-list';
import type { ApiKey, NewApiKey } from './api-keys.graphql';
import { HeaderRow } from './api-keys-card.styles';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { NewApiKeyPanel } from './new-api-key-panel';
import { useApiKeys, useDeleteApiKey } from './use-api-keys';

/** Admin-only API keys (spec §2 Profile): list, create (key shown once), delete with confirmation. */
export function ApiKeysCard() {
  const { keys, loading, failed } = useApiKeys();
  const { remove, deleting } = useDeleteApiKey();
  const [createOpen, setCreateOpen] = useState(false);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [toDelete, setToDelete] = useState<ApiKey | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    if ((await remove(toDelete)) && created?.id === toDelete.id) setCreated(null);
    setToDelete(null);
  }

  return (
    <Card>
      <HeaderRow>
        <div>
          <CardTitle>API Keys</CardTitle>
          <CardDescription>
            Add songs programmatically: send <code>Authorization: Bearer &lt;key&gt;</code> with
            your requests.
          </CardDescription>
        </div>
        <Button icon={<PlusIcon size={16} />} onClick={() => setCreateOpen(true)}>
          Create API Key
        </Button>
      </HeaderRow>
      <CardContent>
        <ApiAccess />
        {created && <NewApiKeyPanel created={created} onDismiss={() => setCreated(null)} />}
        <ApiKeyList keys={keys} loading={loading} failed={failed} onDelete={setToDelete} />
      </CardContent>
      <CreateApiKeyDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={setCreated} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setToDelete(null);
        }}
        title="Delete API key?"
        description={`“${toDelete?.name ?? ''}” will stop working immediately. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        loading={deleting}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
