import { Button, Dialog, ShareIcon, TrashIcon } from '@worship/design-system';
import {
  COPY_LINK_FAILED,
  useAddToScheduleSlot,
  useCopy,
  useCurrentUser,
} from '@worship/shell-contract';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { htmlLang } from '@worship/common';
import { SongFullScreenView } from './song-full-screen-view';
import { songShareUrl } from './song-meta';
import type { SongFields } from './song.graphql';
import { ChordControls } from './chord-controls';
import { ExportSongMenu } from './export-song-menu';
import { songHasChords } from './chord-display';
import { SongPrintSheet } from './song-print';
import { CHORDS_AS_WRITTEN, SongViewBody } from './song-view-body';
import { SongUsageHistory } from './song-usage-history';
import { useChordDisplay, type ChordContext } from './use-chord-display';

export { NO_STANZAS } from './song-view-body';

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
  /** Shows an 'Edit Song' button that calls this, when the viewer may edit the song. */
  onEdit?: (song: SongFields) => void;
  /** Shows a 'Delete' button that calls this, when the viewer may delete the song. */
  onDelete?: (song: SongFields) => void;
  /** Shows a 'History' button that calls this, when the viewer may edit the song. */
  onHistory?: (song: SongFields) => void;
  /**
   * The "Add to Schedule" picker, rendered among the dialog's buttons. Without it, a signed-in
   * viewer gets the picker the shell composes from mf-schedules (shell contract
   * `useAddToScheduleSlot`); a signed-out viewer gets none.
   */
  renderAddToSchedule?: (song: SongFields) => ReactNode;
  /** `lyrics` on pages for singers (the public page): chords start hidden. */
  chords?: ChordContext;
}

/** Spec §2 "Song view dialog": the song's details and stanzas, share, edit and full-screen view. */
export function SongViewDialog({
  song,
  open,
  onOpenChange,
  onEdit,
  onDelete,
  onHistory,
  renderAddToSchedule,
  chords = 'chart',
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
    <SongViewDialogContent
      key={song.id}
      song={song}
      open={open}
      onOpenChange={handleOpenChange}
      fullScreen={fullScreen}
      setFullScreen={setFullScreen}
      chords={chords}
      signedIn={Boolean(user)}
      actions={
        <SongViewActions
          song={song}
          onEdit={song.canEdit ? onEdit : undefined}
          onDelete={song.canDelete ? onDelete : undefined}
          onHistory={song.canEdit ? onHistory : undefined}
          renderAddToSchedule={addToSchedule}
          onFullScreen={() => setFullScreen(true)}
        />
      }
    />
  );
}

/**
 * The open dialog: one set of chord choices (per song, starting from its capo) shared by the
 * dialog, its full-screen view and the print sheet.
 */
function SongViewDialogContent({
  song,
  open,
  onOpenChange,
  fullScreen,
  setFullScreen,
  chords,
  actions,
  signedIn,
}: {
  /** Issue 21: the usage history is the viewer's groups': signed-in viewers only. */
  signedIn: boolean;
  song: SongFields;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fullScreen: boolean;
  setFullScreen: (open: boolean) => void;
  chords: ChordContext;
  actions: ReactNode;
}) {
  const chordDisplay = useChordDisplay(chords, song.capo);
  const withChords = songHasChords(song);
  const display = withChords ? chordDisplay.display : CHORDS_AS_WRITTEN;
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="xl"
        title={<span lang={htmlLang(song.language)}>{song.title}</span>}
        footer={actions}
      >
        {withChords && <ChordControls song={song} {...chordDisplay} />}
        <SongViewBody song={song} display={display} />
        {signedIn && <SongUsageHistory songId={song.id} />}
      </Dialog>
      <SongFullScreenView
        song={song}
        open={open && fullScreen}
        onOpenChange={setFullScreen}
        chordDisplay={chordDisplay}
      />
      {open && <SongPrintSheet song={song} display={display} />}
    </>
  );
}

function SongViewActions({
  song,
  onEdit,
  onDelete,
  onHistory,
  renderAddToSchedule,
  onFullScreen,
}: {
  song: SongFields;
  onEdit?: (song: SongFields) => void;
  onDelete?: (song: SongFields) => void;
  onHistory?: (song: SongFields) => void;
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
      {onHistory && (
        <Button variant="outline" aria-haspopup="dialog" onClick={() => onHistory(song)}>
          History
        </Button>
      )}
      {onHistory && <ExportSongMenu songId={song.id} />}
      {onDelete && (
        <Button variant="outline" icon={<TrashIcon size={16} />} onClick={() => onDelete(song)}>
          Delete
        </Button>
      )}
      {renderAddToSchedule && (
        <ScheduleSlot data-slot="add-to-schedule">{renderAddToSchedule(song)}</ScheduleSlot>
      )}
      <Button variant="outline" onClick={() => window.print()}>
        Print
      </Button>
      <Button onClick={onFullScreen} aria-haspopup="dialog">
        Full Screen View
      </Button>
    </>
  );
}
