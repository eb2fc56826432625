import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, toastList, type RenderOptions } from '../test/render';
import {
  CALENDAR_FEED_EXPLANATION,
  CALENDAR_FEED_FAILED,
  CALENDAR_FEED_OFF,
  CALENDAR_FEED_RESET,
  CalendarFeedSection,
} from './calendar-feed';
import {
  CreateCalendarFeedDocument,
  GroupCalendarFeedDocument,
  ResetCalendarFeedDocument,
  RevokeCalendarFeedDocument,
} from './calendar-feed.graphql';

const URL_1 = `http://localhost:3000/api/calendar/${'a'.repeat(43)}.ics`;
const URL_2 = `http://localhost:3000/api/calendar/${'b'.repeat(43)}.ics`;
const CREATED = '2026-10-01T10:00:00.000Z';

const feed = (url: string) => ({ __typename: 'CalendarFeed' as const, url, createdAt: CREATED });
const feedQuery = (url: string | null) => ({
  request: { query: GroupCalendarFeedDocument, variables: { id: 'g1' } },
  result: { data: { group: { __typename: 'Group', id: 'g1', calendarFeed: url && feed(url) } } },
});
const variables = { groupId: 'g1' };

function setup(mocks: RenderOptions['mocks']) {
  renderWithShell(<CalendarFeedSection groupId="g1" />, { mocks });
  const section = screen.getByRole('region', { name: 'Calendar feed' });
  return { user: userEvent.setup({ delay: null }), section };
}

afterEach(() => toastStore.dismiss());

describe('CalendarFeedSection (issue 21)', () => {
  it('gets a link on request, shows it read-only and copies it', async () => {
    const { user, section } = setup([
      feedQuery(null),
      {
        request: { query: CreateCalendarFeedDocument, variables },
        result: {
          data: {
            createCalendarFeed: {
              __typename: 'CalendarFeedCreation',
              created: true,
              feed: feed(URL_1),
            },
          },
        },
      },
    ]);
    expect(within(section).getByText(CALENDAR_FEED_EXPLANATION)).toBeInTheDocument();
    const get = await within(section).findByRole('button', { name: 'Get calendar link' });
    await vi.waitFor(() => expect(get).toBeEnabled());
    expect(await axeViolations()).toEqual([]);
    await user.click(get);

    const input = await within(section).findByLabelText('Calendar link');
    expect(input).toHaveValue(URL_1);
    expect(input).toHaveAttribute('readonly');
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await within(toastList()).findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(URL_1);
    expect(await axeViolations()).toEqual([]);
  });

  it('resets the link after confirming, by keyboard', async () => {
    const { user, section } = setup([
      feedQuery(URL_1),
      {
        request: { query: ResetCalendarFeedDocument, variables },
        result: { data: { resetCalendarFeed: feed(URL_2) } },
      },
    ]);
    expect(await within(section).findByLabelText('Calendar link')).toHaveValue(URL_1);
    within(section).getByRole('button', { name: 'Reset link' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the calendar link?' });
    expect(within(dialog).getByText(/stop updating/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await within(toastList()).findByText(CALENDAR_FEED_RESET)).toBeInTheDocument();
    expect(within(section).getByLabelText('Calendar link')).toHaveValue(URL_2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('turns the link off, and offers a new one', async () => {
    const { user, section } = setup([
      feedQuery(URL_1),
      {
        request: { query: RevokeCalendarFeedDocument, variables },
        result: { data: { revokeCalendarFeed: true } },
      },
    ]);
    await user.click(await within(section).findByRole('button', { name: 'Turn off' }));
    expect(await within(toastList()).findByText(CALENDAR_FEED_OFF)).toBeInTheDocument();
    expect(within(section).queryByLabelText('Calendar link')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Get calendar link' })).toBeInTheDocument();
  });

  it('says when the link cannot be made', async () => {
    const { user, section } = setup([
      feedQuery(null),
      {
        request: { query: CreateCalendarFeedDocument, variables },
        error: new Error('boom'),
      },
    ]);
    const get = await within(section).findByRole('button', { name: 'Get calendar link' });
    await vi.waitFor(() => expect(get).toBeEnabled());
    await user.click(get);
    expect(await within(toastList()).findByText(CALENDAR_FEED_FAILED)).toBeInTheDocument();
  });
});
