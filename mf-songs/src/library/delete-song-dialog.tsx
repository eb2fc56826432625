import { useMutation } from '@apollo/client/react';
import { ConfirmDialog } from '@worship/design-system';
import { useReportError } from '@worship/shell-contract';
import { evictSongLists } from '../lib/song-lists';
import { DeleteSongDocument } from './delete-song.graphql';

export const DELETE_SONG_FAILED = 'Failed to delete the song. Please try again.';
export const DELETE_SONG_DESCRIPTION =
  'The song leaves the library, search and the public songs page. Schedules that used it keep it, marked as removed from the library, and their history.';

export interface DeleteSongDialogProps {
  /** The song to delete; the dialog is closed without one. */
  song: { id: string; title: string } | null;
  onClose: () => void;
  /** Told once the song is deleted (the lists ask the server again by then). */
  onDeleted: (id: string) => void;
}

/** Issue 17 "Delete", with a confirmation that says what stays. */
export function DeleteSongDialog({ song, onClose, onDeleted }: DeleteSongDialogProps) {
  const reportError = useReportError();
  const [deleteSong, { loading }] = useMutation(DeleteSongDocument, { update: evictSongLists });

  async function confirm() {
    if (!song) return;
    try {
      await deleteSong({ variables: { id: song.id } });
    } catch (error) {
      reportError(error, DELETE_SONG_FAILED);
      throw error;
    }
    onDeleted(song.id);
  }

  return (
    <ConfirmDialog
      open={song !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete "${song?.title ?? ''}"?`}
      description={DELETE_SONG_DESCRIPTION}
      confirmLabel="Delete Song"
      destructive
      loading={loading}
      onConfirm={confirm}
    />
  );
}
