import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateApiKeyDialog } from './create-api-key-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

function setup() {
  const onCreated = vi.fn();
  const onOpenChange = vi.fn();
  render(<CreateApiKeyDialog open onOpenChange={onOpenChange} onCreated={onCreated} />);
  return { onCreated, onOpenChange };
}

describe('CreateApiKeyDialog', () => {
  it('refuses a blank name (after trimming) with the message under the field', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setup();
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a name for your API key.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the key with the trimmed name and hands it back', async () => {
    const created = {
      id: 'k1',
      name: 'CI bot',
      createdAt: '2025-01-01T00:00:00Z',
      lastUsed: null,
      isActive: true,
      key: 'wsk_abc',
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(created), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const { onCreated, onOpenChange } = setup();
    await userEvent.type(screen.getByLabelText('Name'), '  CI bot ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/api-keys',
      expect.objectContaining({ method: 'POST', body: '{"name":"CI bot"}' }),
    );
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('raises the spec error toast when creation fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    const { onCreated } = setup();
    await userEvent.type(screen.getByLabelText('Name'), 'CI bot');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(toastStore.getSnapshot()[0]).toEqual(
      expect.objectContaining({
        description: 'Failed to create API key...',
        variant: 'destructive',
      }),
    );
    expect(onCreated).not.toHaveBeenCalled();
  });
});
