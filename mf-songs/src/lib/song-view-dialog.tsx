import { Button, Dialog, ShareIcon } from '@worship/design-system';
import {
  COPY_LINK_FAILED,
  useAddToScheduleSlot,
  useCopy,
  useCurrentUser,
} from '@worship/shell-contract';
import { SongFullScreenView, SongViewBody } from '@worship/song-view';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { languageTag } from './languages';
import { songShareUrl } from './song-meta';
import type { SongFields } from './song.graphql';

export { NO_STANZAS } from '@worship/song-view';

export const SONG_LINK_COPIED = {
  title: 'Link copied',
  description: 'Song link copied to clipboard!',
};

/** Holds the "Add to Schedule" picker when one is given (see `renderAddToSchedule`). */
const ScheduleSlot = styled.div`
  display: contents;
`;

export interface SongViewDialogProps {
  /** The song to show; the dialog renders nothing without one. */
  song: SongFields | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shows an 'Edit Song' button that calls this (spec: only when an edit handler is provided). */
  onEdit?: (song: SongFields) => void;
  /**
   * The "Add to Schedule" picker, rendered among the dialog's buttons. Without it, a signed-in
   * viewer gets the picker the shell composes from mf-schedules (shell contract
   * `useAddToScheduleSlot`); a signed-out viewer gets none.
   */
  renderAddToSchedule?: (song: SongFields) => ReactNode;
}

/** Spec §2 "Song view dialog": the song's details and stanzas, share, edit and full-screen view. */
export function SongViewDialog({
  song,
  open,
  onOpenChange,
  onEdit,
  renderAddToSchedule,
}: SongViewDialogProps) {
  const [fullScreen, setFullScreen] = useState(false);
  const { user } = useCurrentUser();
  const slot = useAddToScheduleSlot();
  const addToSchedule =
    renderAddToSchedule ??
    (slot && user ? (s: SongFields) => slot({ songId: s.id, songTitle: s.title }) : undefined);
  function handleOpenChange(next: boolean) {
    if (!next) setFullScreen(false);
    onOpenChange(next);
  }

  if (!song) return null;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        size="xl"
        title={<span lang={languageTag(song.language)}>{song.title}</span>}
        footer={
          <SongViewActions
            song={song}
            onEdit={onEdit}
            renderAddToSchedule={addToSchedule}
            onFullScreen={() => setFullScreen(true)}
          />
        }
      >
        <SongViewBody song={song} />
      </Dialog>
      <SongFullScreenView song={song} open={open && fullScreen} onOpenChange={setFullScreen} />
    </>
  );
}

function SongViewActions({
  song,
  onEdit,
  renderAddToSchedule,
  onFullScreen,
}: {
  song: SongFields;
  onEdit?: (song: SongFields) => void;
  renderAddToSchedule?: (song: SongFields) => ReactNode;
  onFullScreen: () => void;
}) {
  const copy = useCopy();
  return (
    <>
      <Button
        variant="outline"
        icon={<ShareIcon />}
        onClick={() =>
          void copy(songShareUrl(song.id), { success: SONG_LINK_COPIED, failure: COPY_LINK_FAILED })
        }
      >
        Share Song
      </Button>
      {onEdit && (
        <Button variant="outline" onClick={() => onEdit(song)}>
          Edit Song
        </Button>
      )}
      {renderAddToSchedule && (
        <ScheduleSlot data-slot="add-to-schedule">{renderAddToSchedule(song)}</ScheduleSlot>
      )}
      <Button onClick={onFullScreen} aria-haspopup="dialog">
        Full Screen View
      </Button>
    </>
  );
}
