import { screen } from '@testing-library/react';
import { axeViolations } from '@worship/shell-contract/testing';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../test/render';
import { ServiceNeighboursDocument } from './recent-schedules.graphql';
import { ServiceNeighbours } from './service-neighbours';

const mock = (next: unknown[], last: unknown[]) => ({
  request: {
    query: ServiceNeighboursDocument,
    variables: { groupId: 'group-1', today: '2026-11-28', yesterday: '2026-11-27' },
  },
  result: { data: { next, last } },
});

const service = (id: string, name: string, serviceDate: string, serviceTimes: string[]) => ({
  __typename: 'Schedule',
  id,
  name,
  serviceDate,
  serviceTimes,
});

describe('ServiceNeighbours (issue 21)', () => {
  it("shows the next and the last service by the reader's today, linked", async () => {
    renderWithShell(
      <ServiceNeighbours groupId="group-1" today={() => new Date(2026, 10, 28, 23, 30)} />,
      {
        mocks: [
          mock(
            [service('s-next', 'Advent One', '2026-11-29', ['09:00', '11:00'])],
            [service('s-last', 'Christ the King', '2026-11-22', [])],
          ),
        ],
        route: '/',
        path: '/',
      },
    );
    const next = await screen.findByRole('link', { name: 'Advent One' });
    expect(next).toHaveAttribute('href', '/schedules/s-next');
    expect(screen.getByText('Sun, Nov 29, 2026 · 09:00, 11:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Christ the King' })).toHaveAttribute(
      'href',
      '/schedules/s-last',
    );
    expect(screen.getByText('Sun, Nov 22, 2026')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'None' for a side without a service", async () => {
    renderWithShell(
      <ServiceNeighbours groupId="group-1" today={() => new Date(2026, 10, 28, 8)} />,
      {
        mocks: [mock([], [service('s-last', 'Harvest', '2026-10-04', ['10:30'])])],
        route: '/',
        path: '/',
      },
    );
    expect(await screen.findByRole('link', { name: 'Harvest' })).toBeInTheDocument();
    expect(screen.getByText('Next service').nextElementSibling).toHaveTextContent('None');
  });
});
