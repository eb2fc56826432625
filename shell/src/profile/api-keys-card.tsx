import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  colors,
  ConfirmDialog,
  CopyIcon,
  fontSizes,
  IconButton,
  Input,
  KeyIcon,
  Label,
  PlusIcon,
  radii,
  Skeleton,
  TrashIcon,
} from '@worship/design-system';
import { handleUnauthorized, useToast } from '@worship/shell-contract';
import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '../lib/format';
import { deleteApiKey, listApiKeys, type ApiKey, type NewApiKey } from './api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const HeaderRow = styled(CardHeader)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  > div {
    flex: 1 1 16rem;
    display: grid;
    gap: 0.25rem;
  }
`;

const KeyList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const KeyRow = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  > div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  p {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
`;

const NewKeyBox = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1rem;
  padding: 1rem;
  border: 1px solid ${colors.success};
  border-radius: ${radii.md};
  background: ${colors.successSoft};
  color: ${colors.onSuccessSoft};
  p {
    font-size: ${fontSizes.sm};
  }
  input {
    font-family: ui-monospace, monospace;
  }
  .row {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  .row input {
    flex: 1;
    min-width: 12rem;
  }
`;

const Muted = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

function NewKeyPanel({ created, onDismiss }: { created: NewApiKey; onDismiss: () => void }) {
  const { toast } = useToast();
  const inputId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      toast({ title: 'Copied', description: 'API key copied to clipboard.' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to copy to clipboard.',
        variant: 'destructive',
      });
    }
  }
  return (
    <NewKeyBox role="status">
      <Label htmlFor={inputId}>New API key “{created.name}”</Label>
      <p>Copy this key now. For your security it will not be shown again.</p>
      <div className="row">
        <Input
          id={inputId}
          readOnly
          value={created.key}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" icon={<CopyIcon size={16} />} onClick={copy}>
          Copy
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </NewKeyBox>
  );
}

/** Admin-only API keys (spec §2 Profile): list, create (key shown once), delete with confirmation. */
export function ApiKeysCard() {
  const { toast } = useToast();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [toDelete, setToDelete] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Bumping `version` re-reads the list (after create and delete).
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let cancelled = false;
    listApiKeys().then(
      (list) => {
        if (cancelled) return;
        setKeys(list);
        setLoadFailed(false);
      },
      (error: unknown) => {
        if (cancelled || handleUnauthorized(error)) return;
        setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [version]);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteApiKey(toDelete.id);
      if (created?.id === toDelete.id) setCreated(null);
      toast({ title: 'API key deleted', description: `“${toDelete.name}” no longer works.` });
      reload();
    } catch (error) {
      if (!handleUnauthorized(error))
        toast({
          title: 'Error',
          description: 'Failed to delete API key...',
          variant: 'destructive',
        });
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
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
        {created && <NewKeyPanel created={created} onDismiss={() => setCreated(null)} />}
        {keys === null && !loadFailed ? (
          <div style={{ display: 'grid', gap: '0.5rem' }} aria-busy="true">
            <Skeleton $height="3.5rem" />
            <Skeleton $height="3.5rem" />
          </div>
        ) : loadFailed ? (
          <Muted role="alert">Unable to load API keys.</Muted>
        ) : keys && keys.length === 0 ? (
          <Muted>No API keys yet.</Muted>
        ) : (
          <KeyList aria-label="API keys">
            {keys?.map((key) => (
              <KeyRow key={key.id}>
                <KeyIcon size={18} />
                <div>
                  <strong>
                    {key.name}
                    {key.isActive !== false && <Badge variant="success">Active</Badge>}
                  </strong>
                  <p>
                    Created {formatDate(key.createdAt)} · Last used:{' '}
                    {key.lastUsed ? formatDate(key.lastUsed) : 'Never'}
                  </p>
                </div>
                <IconButton
                  aria-label={`Delete API key ${key.name}`}
                  variant="ghost"
                  onClick={() => setToDelete(key)}
                >
                  <TrashIcon size={18} />
                </IconButton>
              </KeyRow>
            ))}
          </KeyList>
        )}
      </CardContent>
      <CreateApiKeyDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        onCreated={(key) => {
          setCreated(key);
          reload();
        }}
      />
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
