import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { GROUPS, schedule } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import { RecentSchedulesDocument } from './recent-schedules.graphql';
import RecentSchedulesCard from './recent-schedules-card';

const DAY = 24 * 3_600_000;
const recent = (id: string, name: string, age: number) =>
  schedule({ id, name, createdAt: new Date(Date.now() - age).toISOString() });

const recentMock = (schedules: ReturnType<typeof schedule>[]): MockLink.MockedResponse => ({
  request: { query: RecentSchedulesDocument, variables: { groupId: 'group-1', limit: 3 } },
  result: { data: { schedules } },
});

function renderCard(mocks: MockLink.MockedResponse[]) {
  renderWithShell(<RecentSchedulesCard />, { mocks, groups: GROUPS, route: '/', path: '/' });
  return { user: userEvent.setup({ delay: null }) };
}

afterEach(() => toastStore.dismiss());

describe('RecentSchedulesCard', () => {
  it('shows at most 3 schedules with creator and age, and View all', async () => {
    renderCard([
      recentMock([
        recent('a', 'Sunday AM', 1000),
        recent('b', 'Good Friday', 2 * DAY),
        recent('c', 'Palm Sunday', 45 * DAY),
        recent('d', 'Extra', 50 * DAY),
      ]),
    ]);
    const card = screen.getByRole('region', { name: 'Recent Schedules' });
    const list = await within(card).findByRole('list', { name: 'Recent Schedules' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Sunday AMCreated by Grace Hopper · Just now');
    expect(items[1]).toHaveTextContent('2 days ago');
    expect(items[2]).toHaveTextContent('1 month ago');
    expect(within(items[0]!).getByRole('link', { name: 'Sunday AM' })).toHaveAttribute(
      'href',
      '/schedules/a',
    );
    expect(within(card).getByRole('link', { name: 'View all schedules' })).toHaveAttribute(
      'href',
      '/schedules',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('copies a share link', async () => {
    const { user } = renderCard([recentMock([recent('a', 'Sunday AM', 1000)])]);
    await user.click(await screen.findByRole('button', { name: 'Share Sunday AM' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/schedules/share/token-a`,
    );
    expect(await within(toastList()).findByText('Link copied')).toBeInTheDocument();
  });

  it('opens the schedule from its edit button', async () => {
    const { user } = renderCard([recentMock([recent('a', 'Sunday AM', 1000)])]);
    await user.click(await screen.findByRole('button', { name: 'Edit Sunday AM' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });

  it("says 'No schedules created yet' when there are none", async () => {
    renderCard([recentMock([])]);
    await waitFor(() => expect(screen.getByText('No schedules created yet')).toBeInTheDocument());
  });
});
