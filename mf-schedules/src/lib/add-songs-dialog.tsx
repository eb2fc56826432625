import { Dialog, DialogFormActions } from '@worship/design-system';
import { useSongPickerSlot } from '@worship/shell-contract';
import { useState } from 'react';
import { useScheduleSongActions } from './use-schedule-song-actions';
import { useResetOnOpen } from './use-reset-on-open';

export interface AddSongsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schedule: {
    id: string;
    name: string;
    groupId: string;
    songs: ReadonlyArray<{ songId: string }>;
  };
}

/**
 * Spec §2 "Add Songs to Schedule": the group's songs not yet in the schedule, chosen in mf-songs'
 * song picker (its library search, language and category filters and 'Select all', placed by
 * the shell: shell contract `useSongPickerSlot`); the chosen songs are appended in one call.
 */
export function AddSongsDialog({ open, onOpenChange, schedule }: AddSongsDialogProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const actions = useScheduleSongActions(schedule.id);
  const renderSongPicker = useSongPickerSlot();

  // Spec §2: the selection starts afresh every time the dialog opens (the picker, inside the
  // dialog, starts with an empty search and no filters as it mounts).
  useResetOnOpen(open, () => setSelected([]));

  // Spec §2: songs already in the schedule are hidden; chosen ones that joined it since (another
  // member added them) are not sent again.
  const inSchedule = schedule.songs.map((s) => s.songId);
  const songIds = selected.filter((songId) => !inSchedule.includes(songId));
  const count = songIds.length;

  async function submit() {
    if (count === 0) return;
    if (await actions.add(songIds)) onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Add Songs to Schedule: ${schedule.name}`}
      description="Choose songs from your group's library. They are added at the end, in the order you pick them."
      footer={
        <DialogFormActions
          onAction={() => void submit()}
          disabled={count === 0}
          loading={actions.adding}
          submitLabel={`Add ${count} ${count === 1 ? 'Song' : 'Songs'}`}
        />
      }
    >
      {renderSongPicker?.({
        groupId: schedule.groupId,
        excludeSongIds: inSchedule,
        selectedIds: selected,
        onSelectedIdsChange: setSelected,
        listLabel: 'Songs to add',
        allExcludedMessage: 'Every song of this group is already in the schedule.',
      })}
    </Dialog>
  );
}
