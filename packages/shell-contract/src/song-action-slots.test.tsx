import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SongActionSlotsProvider,
  useAddToScheduleSlot,
  type AddToScheduleSlotProps,
  useSongPickerSlot,
  useSongViewSlot,
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

describe('nested SongActionSlotsProviders', () => {
  function Slots() {
    const addToSchedule = useAddToScheduleSlot();
    const songView = useSongViewSlot();
    const songPicker = useSongPickerSlot();
    return (
      <p>
        {[addToSchedule && 'add to schedule', songView && 'song view', songPicker && 'song picker']
          .filter(Boolean)
          .join(', ')}
      </p>
    );
  }

  it('add their slots to the outer ones (the song view for anyone, the rest signed in)', () => {
    render(
      <SongActionSlotsProvider value={{ renderSongView: () => null }}>
        <SongActionSlotsProvider
          value={{ renderAddToSchedule: () => null, renderSongPicker: () => null }}
        >
          <Slots />
        </SongActionSlotsProvider>
      </SongActionSlotsProvider>,
    );
    expect(screen.getByText('add to schedule, song view, song picker')).toBeInTheDocument();
  });
});
