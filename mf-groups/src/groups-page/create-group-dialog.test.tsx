import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyGroupsDocument, toastStore } from '@worship/shell-contract';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@worship/shell-contract/testing';
import { renderWithShell, toastList, type RenderOptions } from '../test/render';
import { CreateGroupDialog } from './create-group-dialog';
import { CreateGroupDocument } from './groups.graphql';

const created = {
  __typename: 'Group' as const,
  id: 'g-new',
  name: 'Choir',
  description: null,
  createdBy: 'user-1',
  createdAt: '2025-03-01T10:00:00.000Z',
  isOwner: true,
  memberCount: 1,
};

const myGroupsMock = {
  request: { query: MyGroupsDocument },
  result: { data: { myGroups: [created] } },
};

function setup(mocks: RenderOptions['mocks'] = []) {
  const onOpenChange = vi.fn();
  const onCreated = vi.fn();
  renderWithShell(<CreateGroupDialog open onOpenChange={onOpenChange} onCreated={onCreated} />, {
    mocks,
  });
  const dialog = screen.getByRole('dialog', { name: 'Create New Group' });
  return { user: userEvent.setup({ delay: null }), dialog, onOpenChange, onCreated };
}

afterEach(() => toastStore.dismiss());

describe('CreateGroupDialog', () => {
  it('lists what a group gives you', () => {
    const { dialog } = setup();
    for (const feature of [
      'You become the group admin',
      'Invite members with a secure link',
      'Share song libraries and statistics',
      'Usage analytics for your team',
      'Shareable schedule links',
    ]) {
      expect(within(dialog).getByText(feature)).toBeInTheDocument();
    }
  });

  it('requires a name, shown under the field', async () => {
    const { user, dialog, onCreated } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    const name = within(dialog).getByLabelText(/Group Name/);
    expect(name).toHaveAccessibleDescription('Group name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onCreated).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses names over 100 characters', async () => {
    const { user, dialog } = setup();
    const name = within(dialog).getByLabelText(/Group Name/);
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(
      await within(dialog).findByText('Name must be 100 characters or less'),
    ).toBeInTheDocument();
  });

  it('creates the group with no description when it is left empty', async () => {
    const { user, dialog, onCreated, onOpenChange } = setup([
      {
        request: { query: CreateGroupDocument, variables: { input: { name: 'Choir' } } },
        result: { data: { createGroup: created } },
      },
      myGroupsMock,
    ]);
    await user.type(within(dialog).getByLabelText(/Group Name/), '  Choir ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await vi.waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'g-new' })),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the error toast when creating fails', async () => {
    const { user, dialog, onCreated } = setup([
      {
        request: {
          query: CreateGroupDocument,
          variables: { input: { name: 'Choir', description: 'Sunday' } },
        },
        error: new Error('Network down'),
      },
    ]);
    await user.type(within(dialog).getByLabelText(/Group Name/), 'Choir');
    await user.type(within(dialog).getByLabelText(/Description/), 'Sunday');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    const toasts = toastList();
    expect(
      await within(toasts).findByText('Failed to create group. Please try again.'),
    ).toBeInTheDocument();
    expect(within(toasts).getByText('Error')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('shows server validation errors under the fields', async () => {
    const { user, dialog } = setup([
      {
        request: { query: CreateGroupDocument, variables: { input: { name: 'Choir' } } },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { name: 'A group with this name exists' },
              },
            }),
          ],
        },
      },
    ]);
    await user.type(within(dialog).getByLabelText(/Group Name/), 'Choir');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await within(dialog).findByText('A group with this name exists')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create group. Please try again.')).not.toBeInTheDocument();
  });
});
