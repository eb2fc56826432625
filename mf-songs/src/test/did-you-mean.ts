import { screen, within, type waitForOptions } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for "Did you mean:" in the "No songs found" empty state (its spec texts unchanged) and
 * checks its buttons, in order; returns the group of buttons.
 */
export async function findSuggestionsOffered(expected: string[], wait?: waitForOptions) {
  const offered = await screen.findByRole('group', { name: 'Did you mean:' }, wait);
  expect(screen.getByRole('heading', { name: 'No songs found' })).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
  expect(
    within(offered)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(expected);
  return offered;
}
