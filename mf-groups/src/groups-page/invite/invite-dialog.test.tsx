import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@worship/shell-contract/testing';
import { renderWithShell, toastList, type RenderOptions } from '../../test/render';
import { InviteDialog } from './invite-dialog';
import { InviteToGroupDocument, RegenerateInviteDocument } from './invite.graphql';

const GROUP = { id: 'g1', name: 'Sunday Team' };
const LINK = 'http://localhost:3000/groups/join/tok-1';
const EXPIRES = '2025-03-04T10:00:00.000Z';

const linkMock = (inviteLink: string | null = LINK) => ({
  request: { query: InviteToGroupDocument, variables: { groupId: 'g1', emails: [] } },
  result: {
    data: {
      inviteToGroup: { __typename: 'GroupInvite', inviteLink, expiresAt: EXPIRES, emails: [] },
    },
  },
});

function setup(mocks: RenderOptions['mocks']) {
  renderWithShell(<InviteDialog open onOpenChange={vi.fn()} group={GROUP} />, { mocks });
  const dialog = screen.getByRole('dialog', { name: 'Invite Members to Sunday Team' });
  return { user: userEvent.setup({ delay: null }), dialog };
}

afterEach(() => toastStore.dismiss());

describe('InviteDialog', () => {
  it('gets the invite link when it opens and copies it', async () => {
    const { user, dialog } = setup([linkMock()]);
    const input = within(dialog).getByLabelText('Invite link');
    await vi.waitFor(() => expect(input).toHaveValue(LINK));
    expect(input).toHaveAttribute('readonly');
    expect(within(dialog).getByText(/Links expire in 3 days/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(toastList()).findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
  });

  it('asks to wait when copying before the link exists', async () => {
    const { user, dialog } = setup([{ ...linkMock(), delay: Infinity }]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    const toasts = toastList();
    expect(within(toasts).getByText('No Invite Link')).toBeInTheDocument();
    expect(
      within(toasts).getByText('Please wait for the secure invite link to be generated.'),
    ).toBeInTheDocument();
  });

  it('reports a response without an invite link as a failure', async () => {
    setup([linkMock(null)]);
    expect(
      await within(toastList()).findByText('Failed to generate invite link. Please try again.'),
    ).toBeInTheDocument();
  });

  it('regenerates the link', async () => {
    const { user, dialog } = setup([
      linkMock(),
      {
        request: { query: RegenerateInviteDocument, variables: { groupId: 'g1' } },
        result: {
          data: {
            regenerateInvite: {
              __typename: 'GroupInvite',
              inviteLink: 'http://localhost:3000/groups/join/tok-2',
              expiresAt: EXPIRES,
            },
          },
        },
      },
    ]);
    const input = within(dialog).getByLabelText('Invite link');
    await vi.waitFor(() => expect(input).toHaveValue(LINK));
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await vi.waitFor(() => expect(input).toHaveValue('http://localhost:3000/groups/join/tok-2'));
  });

  it('validates the email list: required, invalid, duplicate and empty send', async () => {
    const { user, dialog } = setup([linkMock()]);
    const email = within(dialog).getByLabelText('Email address');
    const add = within(dialog).getByRole('button', { name: 'Add' });

    await user.click(add);
    expect(email).toHaveAccessibleDescription('Email is required');

    await user.type(email, 'not-an-email');
    await user.click(add);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await user.clear(email);
    await user.type(email, 'ann@example.com{Enter}');
    expect(within(dialog).getByRole('list', { name: 'Emails to invite' })).toHaveTextContent(
      'ann@example.com',
    );
    expect(email).toHaveValue('');

    await user.type(email, 'ANN@example.com');
    await user.click(add);
    expect(email).toHaveAccessibleDescription('Email already added to invitation list');

    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Remove ann@example.com' }));
    expect(
      within(dialog).queryByRole('list', { name: 'Emails to invite' }),
    ).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(email).toHaveAccessibleDescription('Please add at least one email to invite');
  });

  it('shows a ready-to-copy subject and message per address after sending', async () => {
    const emails = ['ann@example.com', 'bob@example.com'];
    const { user, dialog } = setup([
      linkMock(),
      {
        request: { query: InviteToGroupDocument, variables: { groupId: 'g1', emails } },
        result: {
          data: {
            inviteToGroup: {
              __typename: 'GroupInvite',
              inviteLink: LINK,
              expiresAt: EXPIRES,
              emails: emails.map((to) => ({
                __typename: 'InviteEmail',
                to,
                subject: 'Join Sunday Team on Worship Planner',
                message: `Hi ${to}, join us: ${LINK}`,
              })),
            },
          },
        },
      },
    ]);
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Invite link')).toHaveValue(LINK));
    const email = within(dialog).getByLabelText('Email address');
    await user.type(email, 'ann@example.com{Enter}');
    await user.type(email, 'bob@example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));

    expect(await within(dialog).findByText('To: ann@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('To: bob@example.com')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject for bob@example.com')).toHaveValue(
      'Join Sunday Team on Worship Planner',
    );
    expect(within(dialog).getByLabelText('Message for bob@example.com')).toHaveValue(
      `Hi bob@example.com, join us: ${LINK}`,
    );
    expect(within(dialog).getByText(/does not send emails itself/)).toBeInTheDocument();

    expect(await axeViolations()).toEqual([]);

    await user.click(
      within(dialog).getByRole('button', { name: 'Copy message for ann@example.com' }),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `Hi ann@example.com, join us: ${LINK}`,
    );
  });

  it('shows the error toast when sending fails', async () => {
    const { user, dialog } = setup([
      linkMock(),
      {
        request: {
          query: InviteToGroupDocument,
          variables: { groupId: 'g1', emails: ['ann@example.com'] },
        },
        error: new Error('Network down'),
      },
    ]);
    await user.type(within(dialog).getByLabelText('Email address'), 'ann@example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(
      await within(toastList()).findByText('Failed to send invitations. Please try again.'),
    ).toBeInTheDocument();
  });
});
