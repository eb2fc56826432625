import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, liveState, installFakeEventSource } from '../test/fake-event-source';
import { LIVE_MOCKS, liveMocks, SCHEDULE_ID } from '../test/live-fixtures';
import { renderWithShell } from '../test/render';
import PresenterPage from './presenter-page';

installFakeEventSource();
const EVENTS = `/api/schedules/${SCHEDULE_ID}/live/events`;
const LIVE = `/api/schedules/${SCHEDULE_ID}/live`;

interface Sent {
  method: string;
  url: string;
  body: unknown;
}
let sent: Sent[];
/** The live routes' answers, by method: status and body. */
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  localStorage.clear();
  sent = [];
  answers = {
    POST: () => ({ status: 200, body: liveState({ version: 5, controlId: 'mine' }) }),
    PUT: () => ({ status: 200, body: liveState({ version: 6 }) }),
    DELETE: () => ({ status: 204, body: '' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const { status, body } = answers[method]!();
      return new Response(typeof body === 'string' ? body || null : JSON.stringify(body), {
        status,
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderPresenter(route = `/schedules/${SCHEDULE_ID}/present`, mocks = LIVE_MOCKS) {
  renderWithShell(<PresenterPage />, { mocks, route, path: '/schedules/:id/present' });
  const controls = await screen.findByRole('region', { name: 'Presenter controls' });
  return { controls, user: userEvent.setup({ delay: null }) };
}

const where = (controls: HTMLElement) => controls.querySelector('.where')!.textContent;
const shown = () => document.querySelector<HTMLElement>('[data-current="true"]');
const stage = () => screen.getByTestId('slide-stage');

describe('PresenterPage', () => {
  it('goes through the set by the keys a keyboard and a clicker send, in each entry’s order', async () => {
    const { controls, user } = await renderPresenter();
    expect(screen.getByRole('heading', { level: 1, name: 'Harvest Sunday' })).toBeInTheDocument();
    expect(where(controls)).toBe('Amazing Grace: Verse 1 (1 of 4)');
    expect(shown()).toHaveTextContent('Amazing grace, how sweet');

    await user.keyboard('{ArrowRight}');
    expect(where(controls)).toBe('Amazing Grace: Chorus (2 of 4)');
    expect(shown()).toHaveTextContent('My chains are gone');
    await user.keyboard('{PageDown}');
    expect(where(controls)).toBe('Amazing Grace: Verse 2 (3 of 4)');
    await user.keyboard(' ');
    expect(where(controls)).toBe('Amazing Grace: Chorus (4 of 4)');
    await user.keyboard('{ArrowDown}');
    expect(where(controls)).toBe('Yeshu Ente: Verse 1 (1 of 1)');
    await user.keyboard('{ArrowRight}');
    expect(where(controls)).toBe('Yeshu Ente: Verse 1 (1 of 1)');
    await user.keyboard('{PageUp}');
    expect(where(controls)).toBe('Amazing Grace: Chorus (4 of 4)');
    await user.keyboard('{Home}');
    expect(where(controls)).toBe('Amazing Grace: Verse 1 (1 of 4)');
    await user.keyboard('{End}');
    expect(where(controls)).toBe('Yeshu Ente: Verse 1 (1 of 1)');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(where(controls)).toBe('Amazing Grace: Verse 2 (3 of 4)');
  });

  it('sings an entry’s own arrangement: the second verse left out, the chorus twice', async () => {
    const { controls, user } = await renderPresenter(
      `/schedules/${SCHEDULE_ID}/present`,
      liveMocks([[1, 3, 3]]),
    );
    expect(where(controls)).toBe('Amazing Grace: Verse 1 (1 of 3)');
    await user.keyboard('{ArrowRight}');
    expect(where(controls)).toBe('Amazing Grace: Chorus (2 of 3)');
    await user.keyboard('{ArrowRight}');
    expect(where(controls)).toBe('Amazing Grace: Chorus (3 of 3)');
    expect(shown()).toHaveTextContent('My chains are gone');
    await user.keyboard('{ArrowRight}');
    expect(where(controls)).toBe('Yeshu Ente: Verse 1 (1 of 1)');
  });

  it('shows black, blank and title screens and lights the section again', async () => {
    const { controls, user } = await renderPresenter();
    await user.keyboard('b');
    expect(stage()).toHaveAttribute('data-screen', 'BLACK');
    expect(shown()).toBeNull();
    expect(within(controls).getByRole('button', { name: 'Black' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('b');
    expect(stage()).toHaveAttribute('data-screen', 'SECTION');
    await user.keyboard('.');
    expect(stage()).toHaveAttribute('data-screen', 'BLANK');
    await user.keyboard('w');
    expect(stage()).toHaveAttribute('data-screen', 'SECTION');
    await user.keyboard('t');
    expect(within(stage()).getByRole('heading', { name: 'Amazing Grace' })).toBeInTheDocument();
    expect(where(controls)).toBe('Amazing Grace: Title');
    // The next press lights the section the title stands on; the one after moves on.
    await user.keyboard('{ArrowRight}');
    expect(where(controls)).toBe('Amazing Grace: Verse 1 (1 of 4)');
    await user.keyboard('{ArrowRight}');
    expect(where(controls)).toBe('Amazing Grace: Chorus (2 of 4)');
  });

  it('jumps to any section from the overview', async () => {
    const { controls, user } = await renderPresenter();
    await user.keyboard('o');
    const overview = await screen.findByRole('dialog', { name: 'Set overview' });
    const yeshu = within(overview).getByRole('list', { name: 'Sections of Yeshu Ente' });
    await user.click(within(yeshu).getByRole('button', { name: /Verse 1/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where(controls)).toBe('Yeshu Ente: Verse 1 (1 of 1)');
  });

  it('shows the script chosen for this display, with each text’s language, and remembers it', async () => {
    const { controls, user } = await renderPresenter();
    await user.keyboard('{End}');
    expect(shown()!.querySelector('[data-part="lyrics"]')).toHaveAttribute('lang', 'ml');
    expect(shown()!.querySelector('[data-part="transliteration"]')).toHaveAttribute(
      'lang',
      'ml-Latn',
    );
    await user.selectOptions(within(controls).getByLabelText('Show'), 'Transliteration');
    expect(shown()).toHaveTextContent('Yeshu ente rakshakan');
    expect(shown()).not.toHaveTextContent('യേശു');
    await user.selectOptions(within(controls).getByLabelText('Show'), 'Native script');
    expect(shown()).toHaveTextContent('യേശു എന്റെ രക്ഷകൻ');
    expect(shown()).not.toHaveTextContent('Yeshu');
    expect(JSON.parse(localStorage.getItem('worship.live.script.presenter')!)).toEqual({
      script: 'native',
      layout: 'side',
    });
  });

  it('follows the device that leads, keeps its section while reconnecting, and moves on after', async () => {
    const { controls, user } = await renderPresenter();
    FakeEventSource.emit(EVENTS, liveState({ version: 3, songId: 'song-grace', section: 2 }));
    expect(where(controls)).toBe('Amazing Grace: Verse 2 (3 of 4)');
    expect(within(controls).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(controls).getByText('Following Jane Doe')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(where(controls)).toBe('Amazing Grace: Verse 2 (3 of 4)');

    FakeEventSource.fail(EVENTS);
    expect(within(controls).getByText('Reconnecting…')).toBeInTheDocument();
    expect(where(controls)).toBe('Amazing Grace: Verse 2 (3 of 4)');
    // An older state arriving late changes nothing; the current one lands on its section.
    FakeEventSource.emit(EVENTS, liveState({ version: 2, songId: 'song-grace', section: 0 }));
    expect(where(controls)).toBe('Amazing Grace: Verse 2 (3 of 4)');
    FakeEventSource.emit(EVENTS, liveState({ version: 4, songId: 'song-yeshu', section: 0 }));
    expect(where(controls)).toBe('Yeshu Ente: Verse 1 (1 of 1)');
    expect(within(controls).queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('leads: sends each move with its control id, and says when another device took control', async () => {
    const { controls, user } = await renderPresenter();
    FakeEventSource.emit(EVENTS, liveState({ live: false, version: 1, leader: null }));
    await user.click(within(controls).getByRole('button', { name: 'Start leading' }));
    await within(controls).findByRole('button', { name: 'Stop leading' });
    const controlId = (sent[0]!.body as { controlId: string }).controlId;
    expect(sent[0]).toEqual({ method: 'POST', url: LIVE, body: { controlId, takeOver: false } });
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'PUT',
        url: LIVE,
        body: { controlId, songId: 'song-grace', section: 1, screen: 'SECTION' },
      }),
    );
    expect(where(controls)).toBe('Amazing Grace: Chorus (2 of 4)');

    FakeEventSource.emit(
      EVENTS,
      liveState({ version: 9, controlId: 'other', leader: { id: 'u2', name: 'Jane Doe' } }),
    );
    expect(
      await within(controls).findByText('Jane Doe took control. You no longer lead this schedule.'),
    ).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'Take control' })).toBeInTheDocument();
  });

  it('takes control from the device that leads only after a confirmation', async () => {
    const { controls, user } = await renderPresenter();
    FakeEventSource.emit(EVENTS, liveState({ version: 2, songId: 'song-grace', section: 1 }));
    await user.click(within(controls).getByRole('button', { name: 'Take control' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Take control?' });
    expect(confirm).toHaveTextContent('Jane Doe is leading this schedule.');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Take control' }));
    await within(controls).findByRole('button', { name: 'Stop leading' });
    expect(sent[0]!.body).toEqual({ controlId: expect.any(String), takeOver: true });
    // It goes on from where the leader was.
    await waitFor(() =>
      expect(sent.at(-1)!.body).toMatchObject({ songId: 'song-grace', section: 1 }),
    );
  });

  it('keeps presenting while the server is unreachable and says its moves wait', async () => {
    const { controls, user } = await renderPresenter();
    await user.click(within(controls).getByRole('button', { name: 'Start leading' }));
    await within(controls).findByRole('button', { name: 'Stop leading' });
    answers.PUT = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(where(controls)).toBe('Amazing Grace: Verse 2 (3 of 4)');
    expect(
      await within(controls).findByText(
        'The server cannot be reached: keep presenting, your moves are sent when it is back.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the copy kept on this device when the server cannot be reached', async () => {
    const first = await renderPresenter();
    expect(where(first.controls)).toBe('Amazing Grace: Verse 1 (1 of 4)');
    cleanup();
    const offline = LIVE_MOCKS.map((mock) => ({
      request: mock.request,
      error: new TypeError('Failed to fetch'),
    }));
    const { controls, user } = await renderPresenter(`/schedules/${SCHEDULE_ID}/present`, offline);
    expect(
      within(controls).getByText('Offline: showing the copy saved on this device.'),
    ).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(shown()).toHaveTextContent('യേശു എന്റെ രക്ഷകൻ');
  });

  it('says the schedule is not there for a viewer the server refuses, and forgets the kept copy', async () => {
    await renderPresenter();
    cleanup();
    renderWithShell(<PresenterPage />, {
      mocks: [{ request: LIVE_MOCKS[0]!.request, result: { data: { schedule: null } } }],
      route: `/schedules/${SCHEDULE_ID}/present`,
      path: '/schedules/:id/present',
    });
    expect(await screen.findByRole('heading', { name: 'Schedule not found' })).toBeInTheDocument();
    expect(localStorage.getItem(`worship.live.deck.${SCHEDULE_ID}`)).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShell(<PresenterPage />, {
      mocks: LIVE_MOCKS,
      route: `/schedules/${SCHEDULE_ID}/present`,
      path: '/schedules/:id/present',
    });
    await screen.findByRole('region', { name: 'Presenter controls' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
