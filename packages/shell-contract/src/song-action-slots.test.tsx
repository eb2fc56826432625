import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SongActionSlotsProvider,
  useAddToScheduleSlot,
  type AddToScheduleSlotProps,
} from './song-action-slots';

function Picker({ songId, songTitle }: AddToScheduleSlotProps) {
  return <button type="button">{`Add ${songTitle} (${songId}) to Schedule`}</button>;
}

function Probe() {
  const renderAddToSchedule = useAddToScheduleSlot();
  return renderAddToSchedule ? (
    renderAddToSchedule({ songId: 's1', songTitle: 'Amazing Grace' })
  ) : (
    <p>no slot</p>
  );
}

describe('SongActionSlots', () => {
  it('gives nothing outside a provider (signed out, or no picker composed)', () => {
    render(<Probe />);
    expect(screen.getByText('no slot')).toBeInTheDocument();
  });

  it('hands the composed picker to whoever renders a song', () => {
    render(
      <SongActionSlotsProvider value={{ renderAddToSchedule: (props) => <Picker {...props} /> }}>
        <Probe />
      </SongActionSlotsProvider>,
    );
    expect(
      screen.getByRole('button', { name: 'Add Amazing Grace (s1) to Schedule' }),
    ).toBeInTheDocument();
  });
});
