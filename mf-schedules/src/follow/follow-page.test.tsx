import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@worship/shell-contract/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, liveState, installFakeEventSource } from '../test/fake-event-source';
import { SHARE_TOKEN, SHARED_MOCKS } from '../test/live-fixtures';
import { renderWithShell } from '../test/render';
import FollowPage, { NOT_STARTED, SCREEN_CLEARED } from './follow-page';

installFakeEventSource();
const EVENTS = `/api/schedules/share/${SHARE_TOKEN}/live/events`;

beforeEach(() => localStorage.clear());

function renderFollow() {
  const result = renderWithShell(<FollowPage />, {
    mocks: SHARED_MOCKS,
    user: null,
    route: `/schedules/share/${SHARE_TOKEN}/follow`,
    path: '/schedules/share/:token/follow',
  });
  return { ...result, user: userEvent.setup({ delay: null }) };
}

describe('FollowPage', () => {
  it('waits for the leader, then shows the section the leader shows, without chords', async () => {
    renderFollow();
    expect(await screen.findByRole('heading', { name: 'Harvest Sunday' })).toBeInTheDocument();
    expect(screen.getByText(NOT_STARTED)).toBeInTheDocument();
    await FakeEventSource.emit(EVENTS, liveState({ version: 1, songId: 'song-grace', section: 1 }));
    const now = screen.getByRole('region', { name: 'Now' });
    expect(now).toHaveTextContent('Amazing Grace · Chorus');
    expect(now).toHaveTextContent('My chains are gone');
    expect(now).not.toHaveTextContent('Em');
    expect(screen.getByText('Following Jane Doe')).toBeInTheDocument();
  });

  it('shows the reader’s script: the transliteration of a Malayalam section, with its language', async () => {
    const { user } = renderFollow();
    await screen.findByRole('heading', { name: 'Harvest Sunday' });
    await FakeEventSource.emit(EVENTS, liveState({ version: 1, songId: 'song-yeshu', section: 0 }));
    const now = screen.getByRole('region', { name: 'Now' });
    expect(now).toHaveTextContent('യേശു എന്റെ രക്ഷകൻ');
    await user.selectOptions(screen.getByLabelText('Show'), 'Transliteration');
    expect(now).toHaveTextContent('Yeshu ente rakshakan');
    expect(now).not.toHaveTextContent('യേശു');
    expect(screen.getByText('Yeshu ente rakshakan')).toHaveAttribute('lang', 'ml-Latn');
    await user.selectOptions(screen.getByLabelText('Show'), 'Both');
    expect(now).toHaveTextContent('യേശു എന്റെ രക്ഷകൻ');
    expect(now).toHaveTextContent('Yeshu ente rakshakan');
    expect(screen.queryByLabelText('Layout')).not.toBeInTheDocument();
  });

  it('shows no words while the screen is blank or black, the title on a title screen', async () => {
    renderFollow();
    await screen.findByRole('heading', { name: 'Harvest Sunday' });
    await FakeEventSource.emit(EVENTS, liveState({ version: 1, songId: 'song-grace', section: 1 }));
    const now = screen.getByRole('region', { name: 'Now' });
    for (const [version, shown] of [
      [2, 'BLANK'],
      [3, 'BLACK'],
    ] as const) {
      await FakeEventSource.emit(
        EVENTS,
        liveState({ version, songId: 'song-grace', section: 1, screen: shown }),
      );
      expect(now).toHaveTextContent(SCREEN_CLEARED);
      expect(now).not.toHaveTextContent('My chains are gone');
    }
    await FakeEventSource.emit(
      EVENTS,
      liveState({ version: 4, songId: 'song-grace', section: 1, screen: 'TITLE' }),
    );
    expect(now).toHaveTextContent('Amazing Grace');
    expect(now).not.toHaveTextContent(SCREEN_CLEARED);
    await FakeEventSource.emit(EVENTS, liveState({ version: 5, songId: 'song-grace', section: 1 }));
    expect(now).toHaveTextContent('My chains are gone');
  });

  it('says when the connection is lost and keeps the section', async () => {
    renderFollow();
    await screen.findByRole('heading', { name: 'Harvest Sunday' });
    await FakeEventSource.emit(EVENTS, liveState({ version: 1, songId: 'song-grace', section: 0 }));
    FakeEventSource.fail(EVENTS);
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Now' })).toHaveTextContent('Amazing grace');
  });

  it('says so at once when the device goes offline, and connects again when it is back', async () => {
    renderFollow();
    await screen.findByRole('heading', { name: 'Harvest Sunday' });
    await FakeEventSource.emit(EVENTS, liveState({ version: 1, songId: 'song-grace', section: 0 }));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    expect(FakeEventSource.open).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeEventSource.open.map((source) => source.url)).toEqual([EVENTS]);
    await FakeEventSource.emit(EVENTS, liveState({ version: 2, songId: 'song-grace', section: 1 }));
    expect(screen.getByRole('region', { name: 'Now' })).toHaveTextContent('Amazing Grace · Chorus');
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderFollow();
    await screen.findByRole('heading', { name: 'Harvest Sunday' });
    await FakeEventSource.emit(EVENTS, liveState({ version: 1, songId: 'song-yeshu', section: 0 }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
