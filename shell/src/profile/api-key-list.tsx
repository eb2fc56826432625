import { Badge, IconButton, KeyIcon, Skeleton, TrashIcon } from '@worship/design-system';
import { formatDate } from '@worship/shell-contract';
import type { ApiKey } from './api-keys.graphql';
import { KeyList, KeyRow, Muted } from './api-keys-card.styles';

export interface ApiKeyListProps {
  keys: readonly ApiKey[] | undefined;
  loading: boolean;
  failed: boolean;
  onDelete: (key: ApiKey) => void;
}

/** Name, 'Active', created date and last use of each key, with a delete button (spec §2). */
export function ApiKeyList({ keys, loading, failed, onDelete }: ApiKeyListProps) {
  if (loading) {
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }} aria-busy="true">
        <Skeleton $height="3.5rem" />
        <Skeleton $height="3.5rem" />
      </div>
    );
  }
  if (failed || !keys) return <Muted role="alert">Unable to load API keys.</Muted>;
  if (keys.length === 0) return <Muted>No API keys yet.</Muted>;
  return (
    <KeyList aria-label="API keys">
      {keys.map((key) => (
        <KeyRow key={key.id}>
          <KeyIcon size={18} />
          <div>
            <strong>
              {key.name}
              {key.isActive && <Badge variant="success">Active</Badge>}
            </strong>
            <p>
              Created {formatDate(key.createdAt)} · Last used:{' '}
              {key.lastUsed ? formatDate(key.lastUsed) : 'Never'}
            </p>
          </div>
          <IconButton
            aria-label={`Delete API key ${key.name}`}
            variant="ghost"
            onClick={() => onDelete(key)}
          >
            <TrashIcon size={18} />
          </IconButton>
        </KeyRow>
      ))}
    </KeyList>
  );
}
