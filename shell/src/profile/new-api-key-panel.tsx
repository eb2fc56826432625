import { Button, CopyIcon, Input, Label } from '@worship/design-system';
import { useCopy } from '@worship/shell-contract';
import { useId } from 'react';
import type { NewApiKey } from './api-keys.graphql';
import { NewKeyBox } from './api-keys-card.styles';

/** A just-created key's secret, shown once: copy it or dismiss it. */
export function NewApiKeyPanel({
  created,
  onDismiss,
}: {
  created: NewApiKey;
  onDismiss: () => void;
}) {
  const copy = useCopy();
  const inputId = useId();
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
        <Button
          variant="outline"
          icon={<CopyIcon size={16} />}
          onClick={() =>
            copy(created.key, {
              success: { title: 'Copied', description: 'API key copied to clipboard.' },
            })
          }
        >
          Copy
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </NewKeyBox>
  );
}
