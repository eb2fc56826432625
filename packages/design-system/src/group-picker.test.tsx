import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GroupPicker } from './group-picker';

const GROUPS = [
  { id: 'g1', name: 'Sunday Team' },
  { id: 'g2', name: 'Youth Band' },
];

describe('GroupPicker', () => {
  it('lists the groups as a radio group named by its card title, the chosen one checked', () => {
    const onChange = vi.fn();
    render(<GroupPicker label="Groups" options={GROUPS} value="g1" onChange={onChange} />);
    const card = screen.getByRole('complementary', { name: 'Groups' });
    const group = within(card).getByRole('radiogroup', { name: 'Groups' });
    expect(within(group).getByRole('radio', { name: 'Sunday Team' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Youth Band' })).not.toBeChecked();

    fireEvent.click(within(group).getByRole('radio', { name: 'Youth Band' }));
    expect(onChange).toHaveBeenCalledWith('g2');
  });

  it('shows a second line and a badge in a row, in a section region when asked', () => {
    render(
      <GroupPicker
        landmark="section"
        label="Your Groups"
        options={[{ id: 'g1', name: 'Sunday Team', detail: '3 members', badge: 'Owner' }]}
        value={null}
        onChange={() => {}}
      />,
    );
    const region = screen.getByRole('region', { name: 'Your Groups' });
    const row = within(region).getByRole('radio', { name: 'Sunday Team' });
    expect(row).toHaveAccessibleDescription('3 members Owner');
    expect(row).not.toBeChecked();
  });

  it('shows placeholder rows while loading, then what the page says when there is no group', () => {
    const { rerender } = render(
      <GroupPicker
        label="Groups"
        options={[]}
        value={null}
        onChange={() => {}}
        loading
        empty="None yet"
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Groups' })).toContainElement(
      document.querySelector('[aria-busy="true"]') as HTMLElement,
    );
    expect(screen.queryByText('None yet')).toBeNull();

    rerender(
      <GroupPicker label="Groups" options={[]} value={null} onChange={() => {}} empty="None yet" />,
    );
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('as a select: a labelled dropdown of the groups', () => {
    const onChange = vi.fn();
    render(
      <GroupPicker
        variant="select"
        label="Active Group"
        options={GROUPS}
        value="g2"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Active Group' });
    expect(select).toHaveValue('g2');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sunday Team', 'Youth Band']);
    fireEvent.change(select, { target: { value: 'g1' } });
    expect(onChange).toHaveBeenCalledWith('g1');
  });
});
