import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  browserNavigation,
  MyGroupsDocument,
  resetUnauthorizedState,
  toastStore,
} from '@worship/shell-contract';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@worship/shell-contract/testing';
import { renderWithShell, toastList } from '../test/render';
import JoinPage from './join-page';
import { InvitePreviewDocument, JoinGroupDocument } from './join.graphql';

const TOKEN = 'tok_abc123';
const ROUTE = { route: `/groups/join/${TOKEN}`, path: '/groups/join/:token' };

const previewMock = {
  request: { query: InvitePreviewDocument, variables: { token: TOKEN } },
  result: {
    data: {
      invitePreview: {
        __typename: 'InvitePreview',
        groupName: 'Sunday Team',
        expiresAt: '2025-03-04T10:00:00.000Z',
      },
    },
  },
};

const myGroupsMock = {
  request: { query: MyGroupsDocument },
  result: { data: { myGroups: [] } },
};

const location = () => screen.getByTestId('location').textContent;

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetUnauthorizedState();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  toastStore.dismiss();
});

describe('JoinPage', () => {
  it('signed out: toast "Please Log In", then /api/login with the return path after 1 s', async () => {
    vi.useFakeTimers();
    renderWithShell(<JoinPage />, { ...ROUTE, user: null });

    const toasts = toastList();
    expect(within(toasts).getByText('Please Log In')).toBeInTheDocument();
    expect(within(toasts).getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(within(toasts).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`/api/login?redirect=%2Fgroups%2Fjoin%2F${TOKEN}`);
  });

  it('shows the group name, joins, welcomes and goes to /groups after 1.5 s', async () => {
    // user-event's async wrapper waits on a real setTimeout, which Vitest's fake timers freeze:
    // fireEvent keeps this test on fake time end to end.
    vi.useFakeTimers();
    const { refetchGroups } = renderWithShell(<JoinPage />, {
      ...ROUTE,
      mocks: [
        previewMock,
        {
          request: { query: JoinGroupDocument, variables: { token: TOKEN } },
          result: {
            data: {
              joinGroup: {
                __typename: 'JoinGroupResult',
                groupName: 'Sunday Team',
                membership: { __typename: 'GroupMember', id: 'm9', groupId: 'g1', role: 'member' },
              },
            },
          },
        },
        myGroupsMock,
      ],
    });

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Sunday Team')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Join Group' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(toastList()).getByText('Welcome to Sunday Team!')).toBeInTheDocument();
    expect(refetchGroups).toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(location()).toBe(`/groups/join/${TOKEN}`);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(location()).toBe('/groups');
    expect(assign).not.toHaveBeenCalled();
  });

  it('toasts the failure with the server message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<JoinPage />, {
      ...ROUTE,
      mocks: [
        previewMock,
        {
          request: { query: JoinGroupDocument, variables: { token: TOKEN } },
          result: {
            errors: [
              new GraphQLError('This invite link has expired', {
                extensions: { code: 'NOT_FOUND' },
              }),
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Join Group' }));
    const toasts = toastList();
    expect(
      await within(toasts).findByText('Failed to join group. Please try again.'),
    ).toBeInTheDocument();
    expect(within(toasts).getByText('This invite link has expired')).toBeInTheDocument();
    expect(location()).toBe(`/groups/join/${TOKEN}`);
  });

  it('says when the invite link is invalid or expired', async () => {
    renderWithShell(<JoinPage />, {
      ...ROUTE,
      mocks: [
        {
          request: { query: InvitePreviewDocument, variables: { token: TOKEN } },
          result: {
            errors: [new GraphQLError('Invite not found', { extensions: { code: 'NOT_FOUND' } })],
          },
        },
      ],
    });
    expect(await screen.findByText(/link is invalid or expired/)).toBeInTheDocument();
  });

  it('Cancel goes back to /groups', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<JoinPage />, { ...ROUTE, mocks: [previewMock] });
    expect(await screen.findByText('Sunday Team')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/groups');
  });
});
