import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore, type CurrentUser } from '@worship/shell-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, renderWithApollo } from '../test/render-with-apollo';
import { ApiKeysDocument, CreateApiKeyDocument, DeleteApiKeyDocument } from './api-keys.graphql';
import { MeDocument, UpdateLanguageOrderDocument } from './profile.graphql';
import { ProfilePage } from './profile-page';

afterEach(() => toastStore.dismiss());

const me = (user: CurrentUser | null) => ({
  request: { query: MeDocument },
  result: { data: { me: user && { __typename: 'User' as const, ...user } } },
});

const key = (id: string, name: string, lastUsed: string | null = null) => ({
  __typename: 'ApiKey' as const,
  id,
  name,
  createdAt: '2025-02-03T12:00:00.000Z',
  lastUsed,
  isActive: true,
});

const keys = (...list: ReturnType<typeof key>[]) => ({
  request: { query: ApiKeysDocument },
  result: { data: { apiKeys: list } },
});

const toastTexts = () =>
  toastStore.getSnapshot().map((t) => [t.title, t.description, t.variant].join(' | '));

describe('ProfilePage', () => {
  it('shows the account with the shared name and date formats, and the keys to an admin', async () => {
    const { operations } = renderWithApollo(<ProfilePage />, {
      mocks: [
        me(ADMIN),
        keys(key('k1', 'CI bot', '2025-03-05T12:00:00.000Z'), key('k2', 'Import')),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Grace Hopper Admin' })).toBeInTheDocument();
    expect(screen.getByText('Member since').nextSibling).toHaveTextContent('Jan 15, 2025');
    const list = await screen.findByRole('list', { name: 'API keys' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('CI botActive');
    expect(rows[0]).toHaveTextContent('Created Feb 3, 2025 · Last used: Mar 5, 2025');
    expect(rows[1]).toHaveTextContent('Last used: Never');
    expect(operations).toEqual(['Me', 'ApiKeys', 'Users']);
  });

  it('never asks for the key list for a non-admin', async () => {
    const member = { ...ADMIN, isAdmin: false, firstName: null, lastName: null };
    const { operations } = renderWithApollo(<ProfilePage />, { mocks: [me(member)], user: member });
    expect(
      await screen.findByText('Administrative settings are only available to admin users.'),
    ).toBeInTheDocument();
    // No name: the e-mail address stands in (the shared displayName).
    expect(screen.getByRole('heading', { name: 'grace@example.com' })).toBeInTheDocument();
    expect(screen.queryByText('API Keys')).not.toBeInTheDocument();
    expect(operations).toEqual(['Me']);
  });

  it("says 'Unable to load user profile.' when the user cannot be read", async () => {
    renderWithApollo(<ProfilePage />, {
      mocks: [{ request: { query: MeDocument }, error: new Error('Network down') }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load user profile.');
  });

  it("saves the language order and hands the saved user to the shell's current user", async () => {
    const saved = { ...ADMIN, languageOrder: 'malayalam,english,tamil,hindi' };
    const { setUser, operations } = renderWithApollo(<ProfilePage />, {
      mocks: [
        me({ ...ADMIN, isAdmin: false }),
        {
          request: {
            query: UpdateLanguageOrderDocument,
            variables: { languageOrder: 'malayalam,english,tamil,hindi' },
          },
          result: {
            data: { updateLanguageOrder: { __typename: 'User', ...saved, isAdmin: false } },
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Malayalam up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Language Order' }));
    await vi.waitFor(() =>
      expect(setUser).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'u1', languageOrder: 'malayalam,english,tamil,hindi' }),
      ),
    );
    expect(toastTexts()).toEqual([
      'Language order saved | Songs will show languages in this order. | default',
    ]);
    const order = screen.getByRole('list', { name: 'Language display order' });
    expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('Malayalam');
    expect(operations).toEqual(['Me', 'UpdateLanguageOrder']);
  });

  it('reports a failed save with the spec message', async () => {
    const { setUser } = renderWithApollo(<ProfilePage />, {
      mocks: [
        me({ ...ADMIN, isAdmin: false }),
        {
          request: {
            query: UpdateLanguageOrderDocument,
            variables: { languageOrder: 'english,malayalam,hindi,tamil' },
          },
          error: new Error('Network down'),
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Hindi up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Language Order' }));
    await vi.waitFor(() =>
      expect(toastTexts()).toEqual([
        'Error | Failed to save language order. Please try again. | destructive',
      ]),
    );
    expect(setUser).not.toHaveBeenCalled();
  });

  it('creates a key: shows its secret once and refreshes the list', async () => {
    renderWithApollo(<ProfilePage />, {
      mocks: [
        me(ADMIN),
        keys(),
        {
          request: { query: CreateApiKeyDocument, variables: { name: 'CI bot' } },
          result: {
            data: {
              createApiKey: { ...key('k9', 'CI bot'), __typename: 'NewApiKey', key: 'wsk_1' },
            },
          },
        },
        keys(key('k9', 'CI bot')),
      ],
    });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    await userEvent.type(screen.getByLabelText('Name'), 'CI bot');
    await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByLabelText('New API key “CI bot”')).toHaveValue('wsk_1');
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByText('CI bot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByDisplayValue('wsk_1')).not.toBeInTheDocument();
  });

  it('deletes a key after confirmation, and reports a failed delete', async () => {
    renderWithApollo(<ProfilePage />, {
      mocks: [
        me(ADMIN),
        keys(key('k1', 'CI bot'), key('k2', 'Import')),
        {
          request: { query: DeleteApiKeyDocument, variables: { id: 'k1' } },
          result: { data: { deleteApiKey: true } },
        },
        keys(key('k2', 'Import')),
        {
          request: { query: DeleteApiKeyDocument, variables: { id: 'k2' } },
          error: new Error('Network down'),
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete API key CI bot' }));
    const confirm = screen.getByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete API key CI bot' })).toBeNull(),
    );
    expect(toastTexts()).toEqual(['API key deleted | “CI bot” no longer works. | default']);

    await userEvent.click(screen.getByRole('button', { name: 'Delete API key Import' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() =>
      expect(toastTexts()).toEqual(['Error | Failed to delete API key... | destructive']),
    );
    expect(screen.getByRole('button', { name: 'Delete API key Import' })).toBeInTheDocument();
  });
});
