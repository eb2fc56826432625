import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell, toastList } from '../test/render';
import { GroupTimeZone, TIME_ZONE_FAILED, TIME_ZONE_SAVED } from './group-time-zone';
import { SetGroupTimeZoneDocument } from './groups.graphql';

afterEach(() => toastStore.dismiss());

const setMock = (timeZone: string | null, fail = false) => ({
  request: { query: SetGroupTimeZoneDocument, variables: { id: 'group-1', timeZone } },
  ...(fail
    ? { error: new Error('boom') }
    : {
        result: {
          data: { setGroupTimeZone: { __typename: 'Group', id: 'group-1', timeZone } },
        },
      }),
});

describe('GroupTimeZone (issue 21)', () => {
  it('lets the owner pick a zone, saved at once', async () => {
    renderWithShell(<GroupTimeZone groupId="group-1" timeZone={null} canEdit />, {
      mocks: [setMock('Europe/London')],
    });
    const select = screen.getByRole('combobox', { name: /Time zone/ });
    expect(select).toHaveValue('');
    await userEvent.setup({ delay: null }).selectOptions(select, 'Europe/London');
    expect(await within(toastList()).findByText(TIME_ZONE_SAVED)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when saving fails', async () => {
    renderWithShell(<GroupTimeZone groupId="group-1" timeZone="Europe/London" canEdit />, {
      mocks: [setMock(null, true)],
    });
    await userEvent
      .setup({ delay: null })
      .selectOptions(screen.getByRole('combobox', { name: /Time zone/ }), 'Server default');
    expect(await within(toastList()).findByText(TIME_ZONE_FAILED)).toBeInTheDocument();
  });

  it('shows a member the zone without a control', () => {
    renderWithShell(
      <dl>
        <GroupTimeZone groupId="group-1" timeZone="America/New_York" canEdit={false} />
      </dl>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('America/New_York')).toBeInTheDocument();
  });
});
