import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApollo } from '../test/render-with-apollo';
import { ApiKeysDocument, CreateApiKeyDocument } from './api-keys.graphql';
import { CreateApiKeyDialog } from './create-api-key-dialog';

afterEach(() => toastStore.dismiss());

const CREATED = {
  __typename: 'NewApiKey' as const,
  id: 'k1',
  name: 'CI bot',
  createdAt: '2025-01-01T00:00:00Z',
  lastUsed: null,
  isActive: true,
  key: 'wsk_abc',
};

function setup(mocks: Parameters<typeof renderWithApollo>[1]['mocks'] = []) {
  const onCreated = vi.fn();
  const onOpenChange = vi.fn();
  const rendered = renderWithApollo(
    <CreateApiKeyDialog open onOpenChange={onOpenChange} onCreated={onCreated} />,
    { mocks },
  );
  return { onCreated, onOpenChange, ...rendered };
}

describe('CreateApiKeyDialog', () => {
  it('refuses a blank name (after trimming) with the message under the field', async () => {
    const { operations } = setup();
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a name for your API key.');
    expect(operations).toEqual([]);
  });

  it('creates the key with the trimmed name, hands it back and refreshes the list', async () => {
    const { onCreated, onOpenChange, operations } = setup([
      {
        request: { query: CreateApiKeyDocument, variables: { name: 'CI bot' } },
        result: { data: { createApiKey: CREATED } },
      },
      { request: { query: ApiKeysDocument }, result: { data: { apiKeys: [] } } },
    ]);
    await userEvent.type(screen.getByLabelText('Name'), '  CI bot ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(operations).toEqual(['CreateApiKey', 'ApiKeys']);
  });

  it('raises the spec error toast when creation fails', async () => {
    const { onCreated } = setup([
      {
        request: { query: CreateApiKeyDocument, variables: { name: 'CI bot' } },
        error: new Error('boom'),
      },
    ]);
    await userEvent.type(screen.getByLabelText('Name'), 'CI bot');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    await vi.waitFor(() =>
      expect(toastStore.getSnapshot()[0]).toEqual(
        expect.objectContaining({
          description: 'Failed to create API key...',
          variant: 'destructive',
        }),
      ),
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Key' })).toBeEnabled();
  });
});
