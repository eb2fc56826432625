import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEarlyRequests, startEarlyRequests } from '../boot/early-requests';
import { App } from './app';

// The router is a stand-in: these tests are about what shows before and after /api/auth/user.
vi.mock('./app-router', () => ({ default: () => <p>router</p> }));

let answerUser: (response: Response) => void;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.history.pushState({}, '', '/');
  fetchMock = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        if (url === '/api/auth/user') answerUser = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  resetEarlyRequests();
  vi.unstubAllGlobals();
});

const landingHeading = () => screen.getByRole('heading', { level: 1, name: 'Worship Planner' });

describe('App on a prerendered page', () => {
  it('shows the landing page at once, with no spinner, while it asks who the visitor is', async () => {
    startEarlyRequests('landing');
    render(<App prerendered="landing" />);
    const heading = landingHeading();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => answerUser(new Response('Unauthorized', { status: 401 })));
    // The same element stays: nothing was unmounted and drawn again.
    expect(landingHeading()).toBe(heading);
    // The page's request was the one index.ts started: asked once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes on to the app when the visitor turns out to be signed in', async () => {
    startEarlyRequests('landing');
    render(<App prerendered="landing" />);
    landingHeading();
    await act(async () => answerUser(Response.json({ id: 'u1', firstName: 'Grace' })));
    expect(await screen.findByText('router')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Worship Planner' })).not.toBeInTheDocument();
  });

  it('draws the public songs frame on /songs/public until the router has loaded', async () => {
    window.history.pushState({}, '', '/songs/public');
    render(<App prerendered="songs-public" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Worship Planner - Worship Songs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Worship Planner' })).toHaveAttribute('href', '/');
  });
});

describe('App on the plain index.html', () => {
  it('shows the spinner while it asks who the visitor is', () => {
    render(<App />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Worship Planner' })).not.toBeInTheDocument();
  });
});
