import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, renderWithApollo } from '../test/render-with-apollo';
import { AccountDetailsCard } from './account-details-card';
import {
  AccountDeletionPreviewDocument,
  ChangeEmailDocument,
  ChangePasswordDocument,
  CreatePasswordResetLinkDocument,
  DeleteAccountDocument,
  SignOutOtherSessionsDocument,
  UpdateProfileDocument,
  UsersDocument,
} from './account.graphql';
import { AdminUsersCard } from './admin-users-card';
import { ApiAccess } from './api-access';
import { DeleteAccountCard } from './delete-account-card';
import { SessionsCard } from './sessions-card';

afterEach(() => toastStore.dismiss());

const toastTitles = () => toastStore.getSnapshot().map((t) => t.title);
const toastTexts = () =>
  toastStore.getSnapshot().map((t) => [t.title, t.description].filter(Boolean).join(' | '));
const user = { __typename: 'User' as const, ...ADMIN };
const WRONG = 'Your current password is incorrect.';
const wrongPassword = (field: string) => ({
  errors: [
    new GraphQLError(WRONG, {
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: WRONG } },
    }),
  ],
});

describe('AccountDetailsCard', () => {
  it("saves the name and hands the saved user to the shell's current user", async () => {
    const saved = { ...user, firstName: 'Anna', lastName: 'Thomas' };
    const { setUser } = renderWithApollo(<AccountDetailsCard user={ADMIN} />, {
      mocks: [
        {
          request: {
            query: UpdateProfileDocument,
            variables: { input: { firstName: 'Anna', lastName: 'Thomas' } },
          },
          result: { data: { updateProfile: saved } },
        },
      ],
    });
    const form = screen.getByRole('form', { name: 'Change name' });
    const first = within(form).getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Anna');
    const last = within(form).getByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'Thomas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Name' }));
    await vi.waitFor(() => expect(toastTitles()).toEqual(['Name saved']));
    expect(setUser).toHaveBeenCalledWith(saved);
  });

  it('shows a wrong current password under its field and keeps the e-mail', async () => {
    const { setUser } = renderWithApollo(<AccountDetailsCard user={ADMIN} />, {
      mocks: [
        {
          request: {
            query: ChangeEmailDocument,
            variables: { email: 'new@example.com', currentPassword: 'guess' },
          },
          result: wrongPassword('currentPassword'),
        },
      ],
    });
    const form = screen.getByRole('form', { name: 'Change email' });
    const email = within(form).getByLabelText('New email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.type(within(form).getByLabelText('Current password'), 'guess');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Email' }));
    const password = within(form).getByLabelText('Current password');
    expect(await within(form).findByText(WRONG)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(setUser).not.toHaveBeenCalled();
  });

  it('changes the password, says the other sessions were signed out, and clears the fields', async () => {
    renderWithApollo(<AccountDetailsCard user={ADMIN} />, {
      mocks: [
        {
          request: {
            query: ChangePasswordDocument,
            variables: { currentPassword: 'old secret', newPassword: 'new secret!' },
          },
          result: { data: { changePassword: 2 } },
        },
      ],
    });
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'old secret');
    await userEvent.type(within(form).getByLabelText('New password'), 'new secret!');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() =>
      expect(toastTitles()).toEqual(['Password changed. Your other sessions were signed out.']),
    );
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });
});

describe('SessionsCard', () => {
  it('signs out every other session and says how many', async () => {
    renderWithApollo(<SessionsCard />, {
      mocks: [
        {
          request: { query: SignOutOtherSessionsDocument },
          result: { data: { signOutOtherSessions: 2 } },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of every other session' }));
    await vi.waitFor(() =>
      expect(toastTexts()).toEqual([
        'Signed out of other sessions | 2 other sessions were signed out.',
      ]),
    );
  });
});

describe('DeleteAccountCard', () => {
  const preview = {
    request: { query: AccountDeletionPreviewDocument },
    result: {
      data: {
        accountDeletionPreview: [
          {
            __typename: 'AccountDeletionGroup' as const,
            outcome: 'TRANSFERRED' as const,
            group: {
              __typename: 'Group' as const,
              id: 'g1',
              name: 'Youth Group',
              memberCount: 3,
              totalSchedules: 2,
              songsCreatedByViewer: 3,
            },
            newOwner: {
              __typename: 'User' as const,
              id: 'u2',
              firstName: 'Anna',
              lastName: 'Thomas',
            },
          },
          {
            __typename: 'AccountDeletionGroup' as const,
            outcome: 'DELETED' as const,
            group: {
              __typename: 'Group' as const,
              id: 'g2',
              name: 'Just Me',
              memberCount: 1,
              totalSchedules: 4,
              songsCreatedByViewer: 0,
            },
            newOwner: null,
          },
          {
            __typename: 'AccountDeletionGroup' as const,
            outcome: 'LEFT' as const,
            group: {
              __typename: 'Group' as const,
              id: 'g3',
              name: 'Choir',
              memberCount: 9,
              totalSchedules: 1,
              songsCreatedByViewer: 1,
            },
            newOwner: null,
          },
        ],
        myUngroupedSongCount: 1,
      },
    },
  };

  function renderCard(mocks: Parameters<typeof renderWithApollo>[1]['mocks']) {
    return renderWithApollo(
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<DeleteAccountCard />} />
          <Route path="/" element={<p>Landing page</p>} />
        </Routes>
      </MemoryRouter>,
      { mocks },
    );
  }

  it('says concretely what happens before asking for the password', async () => {
    renderCard([preview]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const list = await within(dialog).findByRole('list', { name: 'What happens' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Youth Group passes to Anna Thomas. 3 songs you created stay in its library.',
      'Just Me has only you, so it will be deleted with its 4 schedules.',
      'You leave Choir. 1 song you created stays in its library.',
      '1 song you created in no group stays, so schedules that use it keep working.',
      'Songs and schedules that stay show "Deleted user" as their creator. Your ratings are removed, and your sessions and API keys end.',
    ]);
  });

  it('keeps the account on a wrong password, and on the right one signs out to the landing page', async () => {
    const { setUser } = renderCard([
      preview,
      {
        request: { query: DeleteAccountDocument, variables: { password: 'guess' } },
        result: wrongPassword('password'),
      },
      {
        request: { query: DeleteAccountDocument, variables: { password: 'the secret' } },
        result: { data: { deleteAccount: true } },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list', { name: 'What happens' });
    const password = within(dialog).getByLabelText('Your password');
    await userEvent.type(password, 'guess');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();
    expect(setUser).not.toHaveBeenCalled();

    await userEvent.clear(password);
    await userEvent.type(password, 'the secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(setUser).toHaveBeenCalledWith(null);
    expect(toastTitles()).toEqual(['Your account was deleted']);
  });
});

describe('AdminUsersCard', () => {
  it('finds users and shows a copyable one-time reset link', async () => {
    renderWithApollo(<AdminUsersCard />, {
      mocks: [
        {
          request: { query: UsersDocument, variables: { search: null } },
          result: {
            data: {
              users: [
                {
                  __typename: 'User' as const,
                  id: 'u2',
                  firstName: 'Anna',
                  lastName: 'Thomas',
                  email: 'anna@example.com',
                  isAdmin: false,
                },
              ],
            },
          },
        },
        {
          request: { query: CreatePasswordResetLinkDocument, variables: { userId: 'u2' } },
          result: {
            data: {
              createPasswordResetLink: {
                __typename: 'PasswordResetLink' as const,
                path: '/reset-password/tok123',
                expiresAt: '2026-03-02T10:00:00.000Z',
              },
            },
          },
        },
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Anna Thomas' });
    expect(row).toHaveTextContent('anna@example.com');
    await userEvent.click(within(row).getByRole('button', { name: 'Create Reset Link' }));
    const link = await within(row).findByLabelText('Password reset link for Anna Thomas');
    expect(link).toHaveValue(`${window.location.origin}/reset-password/tok123`);
    expect(within(row).getByRole('status')).toHaveTextContent('Works once, until Mar 2, 2026');
  });
});

describe('ApiAccess', () => {
  it('gives the base addresses, the header, and links what a signed-in user can open', () => {
    renderWithApollo(<ApiAccess origin="https://worship.example.org" />, {});
    expect(screen.getByText('https://worship.example.org/api')).toBeInTheDocument();
    expect(screen.getByText('https://worship.example.org/graphql')).toBeInTheDocument();
    expect(screen.getByText('Authorization: Bearer <key>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REST API reference' })).toHaveAttribute(
      'href',
      '/docs/rest.html',
    );
    expect(screen.getByRole('link', { name: 'GraphQL explorer' })).toHaveAttribute(
      'href',
      '/graphql',
    );
    expect(screen.getByRole('link', { name: 'GraphQL schema' })).toHaveAttribute(
      'href',
      '/graphql/schema.graphql',
    );
  });
});
