import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { RateScheduleDocument } from './rating.graphql';
import { renderWithShell, toastList } from '../test/render';
import { RatingControl } from './rating-control';

const rateMock = (rating: number, fail = false): MockLink.MockedResponse => ({
  request: { query: RateScheduleDocument, variables: { scheduleId: 'sched-1', rating } },
  ...(fail
    ? { error: new Error('network down') }
    : {
        result: {
          data: {
            rateSchedule: {
              __typename: 'Schedule',
              id: 'sched-1',
              rating: { __typename: 'ScheduleRating', averageRating: 4.5, totalVotes: 13 },
              viewerRating: rating,
            },
          },
        },
      }),
});

function setup(mocks: MockLink.MockedResponse[] = [], viewerRating: number | null = null) {
  renderWithShell(
    <RatingControl
      scheduleId="sched-1"
      averageRating={4.25}
      totalVotes={12}
      viewerRating={viewerRating}
    />,
    { mocks },
  );
  const group = screen.getByRole('group', { name: 'Rate this schedule' });
  const stars = within(group).getAllByRole('button');
  const filled = () => stars.map((star) => star.getAttribute('data-filled') === 'true');
  return { user: userEvent.setup({ delay: null }), stars, filled };
}

afterEach(() => toastStore.dismiss());

describe('RatingControl (spec §4 rating)', () => {
  it('shows five named stars, the average with one decimal and the votes', async () => {
    const { stars } = setup();
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Rate 1 star',
      'Rate 2 stars',
      'Rate 3 stars',
      'Rate 4 stars',
      'Rate 5 stars',
    ]);
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText(/\(12 votes\)/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("fills the viewer's own rating and marks that star pressed", () => {
    const { stars, filled } = setup([], 2);
    expect(filled()).toEqual([true, true, false, false, false]);
    expect(stars[1]).toHaveAttribute('aria-pressed', 'true');
    expect(stars[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('previews the rating under the pointer, and goes back when it leaves', async () => {
    const { user, stars, filled } = setup([], 2);
    await user.hover(stars[3]!);
    expect(filled()).toEqual([true, true, true, true, false]);
    await user.hover(stars[0]!);
    expect(filled()).toEqual([true, false, false, false, false]);
    await user.unhover(screen.getByRole('group', { name: 'Rate this schedule' }));
    expect(filled()).toEqual([true, true, false, false, false]);
  });

  it('previews from the keyboard too', async () => {
    const { user, filled } = setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(filled()).toEqual([true, true, true, false, false]);
  });

  it("submits the clicked star and says 'Rating submitted'", async () => {
    const { user, stars } = setup([rateMock(4)]);
    await user.click(stars[3]!);
    const toasts = toastList();
    expect(await within(toasts).findByText('Rating submitted')).toBeInTheDocument();
    expect(within(toasts).getByText('Thank you for rating this schedule!')).toBeInTheDocument();
  });

  it("says 'Rating failed' when the server refuses", async () => {
    const { user, stars } = setup([rateMock(5, true)]);
    await user.click(stars[4]!);
    const toasts = toastList();
    expect(await within(toasts).findByText('Rating failed')).toBeInTheDocument();
    expect(
      within(toasts).getByText('Unable to submit your rating. Please try again.'),
    ).toBeInTheDocument();
    expect(within(toasts).getByRole('listitem', { hidden: true })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });
});
