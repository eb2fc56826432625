import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GroupMember } from './groups.graphql';
import { MembersList } from './members-list';

const member = (
  id: string,
  user: Partial<Pick<GroupMember['user'], 'firstName' | 'lastName' | 'email'>>,
): GroupMember => ({
  id,
  userId: `user-${id}`,
  role: 'member',
  joinedAt: '2025-02-02T12:00:00.000Z',
  user: {
    id: `user-${id}`,
    firstName: null,
    lastName: null,
    email: null,
    profileImageUrl: null,
    ...user,
  },
});

// Names and dates come from the shell contract's displayName/formatDate, the same functions the
// shell's pages use: these are the outputs the whole product shows.
describe('MembersList', () => {
  it('names each member and prints the joined date like every other page', () => {
    render(
      <MembersList
        members={[
          member('1', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }),
          member('2', { firstName: 'Ada' }),
          member('3', { email: 'alan@example.com' }),
          member('4', {}),
        ]}
        loading={false}
        canRemove
        creatorId="user-1"
        currentUserId="user-1"
        onRemove={vi.fn()}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    // Avatar initials (or '?'), name, e-mail, joined date, role badge.
    expect(rows.map((row) => row.textContent)).toEqual([
      'GHGrace Hoppergrace@example.comJoined Feb 2, 2025Member',
      'AAdaJoined Feb 2, 2025Member',
      '?alan@example.comalan@example.comJoined Feb 2, 2025Member',
      '?UnknownJoined Feb 2, 2025Member',
    ]);
    expect(within(rows[3]!).getByRole('button', { name: 'Remove Unknown' })).toBeInTheDocument();
  });
});
