import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateScheduleDocument } from './schedules.graphql';
import { schedule } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import { CreateScheduleDialog } from './create-schedule-dialog';

const createMock = (
  name: string,
  fail = false,
  when: { serviceDate: string; serviceTimes: string[] } = {
    serviceDate: '2026-11-23',
    serviceTimes: [],
  },
): MockLink.MockedResponse => ({
  request: {
    query: CreateScheduleDocument,
    variables: { groupId: 'group-1', input: { name, ...when } },
  },
  ...(fail
    ? { error: new Error('boom') }
    : { result: { data: { createSchedule: schedule({ id: 'sched-new', name }) } } }),
});

function setup({
  groupId = 'group-1' as string | null,
  today = new Date(2026, 10, 23),
  mocks = [] as MockLink.MockedResponse[],
} = {}) {
  const onOpenChange = vi.fn();
  const onCreated = vi.fn();
  renderWithShell(
    <CreateScheduleDialog
      open
      onOpenChange={onOpenChange}
      groupId={groupId}
      onCreated={onCreated}
      today={() => today}
    />,
    { mocks },
  );
  const dialog = screen.getByRole('dialog', { name: 'Create New Schedule' });
  return {
    user: userEvent.setup({ delay: null }),
    dialog,
    name: within(dialog).getByRole('textbox', { name: /Schedule Name/ }),
    submit: within(dialog).getByRole('button', { name: 'Create Schedule' }),
    onOpenChange,
    onCreated,
  };
}

afterEach(() => toastStore.dismiss());

describe('CreateScheduleDialog', () => {
  it("generates 'Sunday Morning Worship - Month D, YYYY' on a Sunday", async () => {
    const { user, dialog, name } = setup({ today: new Date(2026, 10, 22) });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Name' }));
    expect(name).toHaveValue('Sunday Morning Worship - November 22, 2026');
  });

  it("generates 'Worship Service - Month D, YYYY' on other days", async () => {
    const { user, dialog, name } = setup({ today: new Date(2026, 10, 25) });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Name' }));
    expect(name).toHaveValue('Worship Service - November 25, 2026');
  });

  it('shows the spec §5 messages under the name and sends nothing', async () => {
    const { user, name, submit, onOpenChange } = setup();
    await user.click(submit);
    expect(await screen.findByText('Schedule name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'x'.repeat(101));
    await user.click(submit);
    expect(await screen.findByText('Name must be 100 characters or less')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('cannot submit without a selected group', () => {
    const { submit, dialog } = setup({ groupId: null });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText(/Select a group first/)).toBeInTheDocument();
  });

  it('creates the schedule with the trimmed name, then closes', async () => {
    const { user, name, submit, onOpenChange, onCreated } = setup({
      mocks: [createMock('Good Friday')],
    });
    await user.type(name, '  Good Friday  ');
    await user.click(submit);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onCreated).toHaveBeenCalledWith('sched-new');
    expect(within(toastList()).getByText('Schedule created')).toBeInTheDocument();
  });

  it("says 'Failed to create schedule. Please try again.' when the server fails", async () => {
    const { user, name, submit, onOpenChange } = setup({ mocks: [createMock('Easter', true)] });
    await user.type(name, 'Easter');
    await user.click(submit);
    expect(
      await within(toastList()).findByText('Failed to create schedule. Please try again.'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('generates the name from the service date, and sends the date and times (issue 21)', async () => {
    const { user, dialog, name, submit, onOpenChange } = setup({
      mocks: [
        createMock('Sunday Morning Worship - November 29, 2026', false, {
          serviceDate: '2026-11-29',
          serviceTimes: ['09:00', '11:00'],
        }),
      ],
    });
    const date = within(dialog).getByLabelText(/Service Date/);
    expect(date).toHaveValue('2026-11-23');
    await user.clear(date);
    await user.type(date, '2026-11-29');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Name' }));
    expect(name).toHaveValue('Sunday Morning Worship - November 29, 2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Service Times/ }), '11:00, 9:00');
    await user.click(submit);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the service rules under the fields and sends nothing', async () => {
    const { user, dialog, name, submit, onOpenChange } = setup();
    await user.type(name, 'Evening');
    await user.type(within(dialog).getByRole('textbox', { name: /Service Times/ }), '25:00');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Service times must be times of day (HH:MM, 00:00 to 23:59)'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    setup();
    expect(await axeViolations()).toEqual([]);
  });
});
