import { render, screen, within } from '@testing-library/react';
import {
  browserNavigation,
  CurrentUserProvider,
  resetUnauthorizedState,
  toastStore,
  useToast,
  type CurrentUser,
} from '@worship/shell-contract';
import { TEST_USER } from '@worship/shell-contract/testing';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from './app-router';

// The remote pages and the signed-in frame are stand-ins here: this test is about which route
// shows which remote page to whom, not about downloading remotes or loading groups.
vi.mock('../remotes/remote-page', () => ({
  RemotePage: ({ remote, expose }: { remote: string; expose: string }) => (
    <p data-testid="remote-page">{`${remote} ${expose}`}</p>
  ),
}));
vi.mock('./signed-in-area', () => ({
  default: ({ fullScreen = false }: { fullScreen?: boolean }) => (
    <div data-testid="signed-in-area" data-full-screen={fullScreen}>
      <Outlet />
    </div>
  ),
}));

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul aria-label="Toasts">
      {toasts.map((t) => (
        <li key={t.id}>{t.title}</li>
      ))}
    </ul>
  );
}

function renderAt(path: string, user: CurrentUser | null) {
  window.history.pushState({}, '', path);
  return render(
    <CurrentUserProvider
      value={{
        user,
        loading: false,
        isAuthenticated: Boolean(user),
        refresh: async () => {},
        setUser: () => {},
      }}
    >
      <AppRouter />
      <Toasts />
    </CurrentUserProvider>,
  );
}

beforeEach(() => {
  resetUnauthorizedState();
  vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.dismiss();
  window.history.pushState({}, '', '/');
});

describe('AppRouter: the songs, schedules and statistics routes (spec §2 route table)', () => {
  it.each([
    ['/songs', 'mf_songs ./songs-library-page'],
    ['/songs/public', 'mf_songs ./public-songs-page'],
    ['/categories', 'mf_songs ./categories-page'],
    ['/schedules', 'mf_schedules ./schedules-page'],
    ['/schedules/sched-1', 'mf_schedules ./schedule-detail-page'],
    ['/schedules/share/tok_abc', 'mf_schedules ./shared-schedule-page'],
    ['/statistics', 'mf_insights ./statistics-page'],
    ['/groups', 'mf_groups ./groups-page'],
    ['/groups/join/tok_abc', 'mf_groups ./join-page'],
    ['/schedules/share/tok_abc/follow', 'mf_schedules ./follow-page'],
  ])('signed in, %s shows %s inside the signed-in frame', async (path, page) => {
    renderAt(path, TEST_USER);
    const frame = await screen.findByTestId('signed-in-area');
    expect(frame).toHaveAttribute('data-full-screen', 'false');
    expect(within(frame).getByTestId('remote-page')).toHaveTextContent(page);
  });

  it.each([
    ['/schedules/sched-1/present', 'mf_schedules ./presenter-page'],
    ['/schedules/sched-1/stage', 'mf_schedules ./stage-page'],
  ])('signed in, %s shows %s full screen, without the sidebar', async (path, page) => {
    renderAt(path, TEST_USER);
    const frame = await screen.findByTestId('signed-in-area');
    expect(frame).toHaveAttribute('data-full-screen', 'true');
    expect(within(frame).getByTestId('remote-page')).toHaveTextContent(page);
  });

  it.each([
    ['/songs/public?song=s1', 'mf_songs ./public-songs-page'],
    ['/schedules/share/tok_abc', 'mf_schedules ./shared-schedule-page'],
    ['/schedules/share/tok_abc/follow', 'mf_schedules ./follow-page'],
    ['/groups/join/tok_abc', 'mf_groups ./join-page'],
  ])('signed out, %s is open to anyone, outside the signed-in frame', async (path, page) => {
    renderAt(path, null);
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(page);
    expect(screen.queryByTestId('signed-in-area')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Toasts' })).queryByText('Unauthorized'),
    ).toBeNull();
  });

  it.each([
    '/songs',
    '/categories',
    '/schedules',
    '/schedules/sched-1',
    '/schedules/sched-1/present',
    '/schedules/sched-1/stage',
    '/statistics',
    '/groups',
    '/profile',
    '/graphql',
  ])('signed out, %s is the Unauthorized notice, then /api/login', async (path) => {
    renderAt(path, null);
    expect(
      await within(screen.getByRole('list', { name: 'Toasts' })).findByText('Unauthorized'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('remote-page')).toBeNull();
    await vi.waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/api/login'));
  });
});
