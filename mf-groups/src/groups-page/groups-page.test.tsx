import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyGroupsDocument, toastStore } from '@worship/shell-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@worship/shell-contract/testing';
import { renderWithShell, TEST_USER, toastList } from '../test/render';
import GroupsPage from './groups-page';
import {
  DeleteGroupDocument,
  GroupWithMembersDocument,
  LeaveGroupDocument,
  RemoveGroupMemberDocument,
  type GroupSummary,
} from './groups.graphql';

const group = (id: string, name: string, createdBy: string, extra: Partial<GroupSummary> = {}) => ({
  __typename: 'Group' as const,
  id,
  name,
  description: null,
  createdBy,
  createdAt: '2025-02-01T10:00:00.000Z',
  isOwner: createdBy === TEST_USER.id,
  memberCount: 2,
  ...extra,
});

const OWNED = group('g1', 'Sunday Team', 'user-1', { description: 'Morning service band' });
const JOINED = group('g2', 'Youth Choir', 'user-2');

const member = (
  id: string,
  userId: string,
  role: 'admin' | 'member',
  firstName: string,
  lastName: string,
) => ({
  __typename: 'GroupMember' as const,
  id,
  userId,
  role,
  joinedAt: '2025-02-02T10:00:00.000Z',
  user: {
    __typename: 'User' as const,
    id: userId,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    profileImageUrl: null,
  },
});

const myGroups = (groups = [OWNED, JOINED]) => ({
  request: { query: MyGroupsDocument },
  result: { data: { myGroups: groups } },
});

const members = (g: typeof OWNED, list: ReturnType<typeof member>[]) => ({
  request: { query: GroupWithMembersDocument, variables: { id: g.id } },
  result: { data: { group: { timeZone: null, ...g, members: list } } },
});

const OWNED_MEMBERS = members(OWNED, [
  member('m1', 'user-1', 'admin', 'Grace', 'Hopper'),
  member('m2', 'user-3', 'member', 'Alan', 'Turing'),
]);
const JOINED_MEMBERS = members(JOINED, [
  member('m3', 'user-2', 'admin', 'Ada', 'Lovelace'),
  member('m4', 'user-1', 'member', 'Grace', 'Hopper'),
]);

afterEach(() => toastStore.dismiss());

describe('GroupsPage', () => {
  it('lists groups with an Owner badge and shows the first group by default', async () => {
    renderWithShell(<GroupsPage />, { mocks: [myGroups(), OWNED_MEMBERS] });
    const list = await screen.findByRole('region', { name: 'Your Groups' });
    const owned = await within(list).findByRole('radio', { name: 'Sunday Team' });
    expect(owned).toHaveAccessibleDescription('2 members Owner');
    expect(within(list).getByRole('radio', { name: 'Youth Choir' })).toHaveAccessibleDescription(
      '2 members',
    );
    expect(owned).toBeChecked();

    const details = screen.getByRole('region', { name: 'Sunday Team' });
    expect(within(details).getByText('Morning service band')).toBeInTheDocument();
    expect(within(details).getByText('Feb 1, 2025')).toBeInTheDocument();
    expect(within(details).getByText('2 members')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Invite' })).toBeInTheDocument();
  });

  it('starts on the shell’s active group', async () => {
    renderWithShell(<GroupsPage />, { mocks: [myGroups(), JOINED_MEMBERS], activeGroupId: 'g2' });
    expect(await screen.findByRole('region', { name: 'Youth Choir' })).toBeInTheDocument();
  });

  it('shows remove buttons only to the creator, and never on the creator’s own row', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<GroupsPage />, { mocks: [myGroups(), OWNED_MEMBERS, JOINED_MEMBERS] });

    const membersCard = await screen.findByRole('region', { name: 'Members (2)' });
    expect(await within(membersCard).findByText('Alan Turing')).toBeInTheDocument();
    expect(within(membersCard).getByText('alan@example.com')).toBeInTheDocument();
    expect(within(membersCard).getByText('Admin')).toBeInTheDocument();
    expect(within(membersCard).getByText('Member')).toBeInTheDocument();
    expect(
      within(membersCard).getByRole('button', { name: 'Remove Alan Turing' }),
    ).toBeInTheDocument();
    expect(
      within(membersCard).queryByRole('button', { name: 'Remove Grace Hopper' }),
    ).not.toBeInTheDocument();
    expect(within(membersCard).getAllByRole('button', { name: /^Remove / })).toHaveLength(1);

    // In a group created by someone else there is no remove button at all.
    await user.click(screen.getByRole('radio', { name: 'Youth Choir' }));
    const otherCard = await screen.findByRole('region', { name: 'Members (2)' });
    expect(await within(otherCard).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(otherCard).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('offers Delete Group to the creator (keyboard), confirms, refreshes and clears the selection', async () => {
    const user = userEvent.setup({ delay: null });
    const refetchGroups = vi.fn(async () => undefined);
    renderWithShell(<GroupsPage />, {
      refetchGroups,
      mocks: [
        myGroups(),
        OWNED_MEMBERS,
        {
          request: { query: DeleteGroupDocument, variables: { id: 'g1' } },
          result: { data: { deleteGroup: true } },
        },
        myGroups([JOINED]),
      ],
    });
    const trigger = await screen.findByRole('button', { name: 'Group settings for Sunday Team' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Leave Group' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}'); // the first item is focused: Delete Group

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this group?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Group' }));

    expect(await within(toastList()).findByText('Group deleted')).toBeInTheDocument();
    expect(refetchGroups).toHaveBeenCalled();
    expect(await screen.findByText('No group selected')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Sunday Team' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Youth Choir' })).not.toBeChecked();
  });

  it('offers Leave Group to other members, with a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<GroupsPage />, {
      activeGroupId: 'g2',
      mocks: [
        myGroups(),
        JOINED_MEMBERS,
        {
          request: { query: LeaveGroupDocument, variables: { id: 'g2' } },
          result: { data: { leaveGroup: true } },
        },
        myGroups([OWNED]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Group settings for Youth Choir' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete Group' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Leave Group' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave this group?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave Group' }));
    expect(await within(toastList()).findByText('Left group')).toBeInTheDocument();
    expect(await screen.findByText('No group selected')).toBeInTheDocument();
  });

  it('removes a member after confirmation and refreshes the members', async () => {
    const user = userEvent.setup({ delay: null });
    const refetchGroups = vi.fn(async () => undefined);
    renderWithShell(<GroupsPage />, {
      refetchGroups,
      mocks: [
        myGroups(),
        OWNED_MEMBERS,
        {
          request: {
            query: RemoveGroupMemberDocument,
            variables: { groupId: 'g1', userId: 'user-3' },
          },
          result: { data: { removeGroupMember: true } },
        },
        members({ ...OWNED, memberCount: 1 }, [member('m1', 'user-1', 'admin', 'Grace', 'Hopper')]),
        myGroups([{ ...OWNED, memberCount: 1 }, JOINED]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Alan Turing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this member?' });
    expect(confirm).toHaveTextContent('Remove Alan Turing from "Sunday Team"?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove Member' }));
    expect(await within(toastList()).findByText('Member removed')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Members (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Alan Turing')).not.toBeInTheDocument();
    expect(refetchGroups).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    renderWithShell(<GroupsPage />, { mocks: [myGroups(), OWNED_MEMBERS] });
    await screen.findByText('Alan Turing');
    expect(await axeViolations()).toEqual([]);
  });
});
