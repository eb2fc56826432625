import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@worship/shell-contract';
import { axeViolations, renderWithShell, TEST_USER } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The remote sections are stand-ins: this test is about what the dashboard places where, and
// what it downloads, not about the remotes themselves (mf-insights and mf-schedules test those).
vi.mock('../remotes/remote-page', () => ({
  RemoteSection: ({ remote, expose }: { remote: string; expose: string }) => (
    <p data-testid="remote-section">{`${remote} ${expose}`}</p>
  ),
}));
vi.mock('../remotes/remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../remotes/remote-registry')>()),
  preloadDashboardSections: vi.fn(async () => {}),
}));

const { preloadDashboardSections } = await import('../remotes/remote-registry');
const { DashboardPage } = await import('./dashboard-page');

const GROUPS = [{ id: 'group-1', name: 'Sunday Team' } as Group];

afterEach(() => vi.mocked(preloadDashboardSections).mockClear());

describe('DashboardPage', () => {
  it('greets the user and places the sections in the spec order', async () => {
    renderWithShell(<DashboardPage />, { groups: GROUPS });
    expect(
      screen.getByRole('heading', { name: 'Welcome back, Grace!', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Ready for this Sunday's service?")).toBeInTheDocument();
    expect(screen.getAllByTestId('remote-section').map((section) => section.textContent)).toEqual([
      'mf_insights ./dashboard-stats',
      'mf_schedules ./recent-schedules-card',
      'mf_insights ./popular-songs-card',
      'mf_insights ./category-overview-card',
    ]);
    // Quick Actions sits between Recent Schedules and Popular Songs.
    const quick = screen.getByRole('region', { name: 'Quick Actions' });
    const [, recent, popular] = screen.getAllByTestId('remote-section');
    expect(recent!.compareDocumentPosition(quick)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(popular!.compareDocumentPosition(quick)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(preloadDashboardSections).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('links the Quick Actions', () => {
    renderWithShell(<DashboardPage />, { groups: GROUPS });
    const list = screen.getByRole('list', { name: 'Quick Actions' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create Sunday ScheduleStart with our template', '/schedules'],
      ['Browse SongsExplore the song library', '/songs'],
      ['Invite MembersGrow your worship team', '/groups'],
      ['View StatsSee how your group worships', '/statistics'],
    ]);
  });

  it("New Schedule and Add Song go to their pages; a user without a name is a 'Worship Leader'", async () => {
    renderWithShell(<DashboardPage />, {
      groups: GROUPS,
      user: { ...TEST_USER, firstName: null },
    });
    expect(
      screen.getByRole('heading', { name: 'Welcome back, Worship Leader!' }),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New Schedule' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/schedules');
  });

  it('invites a user without a group to create one, with no sections', async () => {
    renderWithShell(<DashboardPage />, { groups: [] });
    expect(
      screen.getByRole('heading', { name: 'Welcome to Worship Planner', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Get started by creating or joining a worship group.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('remote-section')).toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Create Your First Group' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/groups');
  });
});
