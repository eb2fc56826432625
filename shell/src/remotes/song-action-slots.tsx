import { Button, Dialog, Spinner } from '@worship/design-system';
import {
  SongActionSlotsProvider,
  type AddToScheduleSlotProps,
  type SongActionSlots,
  type SongPickerSlotProps,
  type SongViewSlotProps,
} from '@worship/shell-contract';
import type { ReactNode } from 'react';
import { REMOTE_SECTIONS } from './remote-registry';
import { RemoteSection, SectionFailed } from './remote-page';

/** mf-schedules' picker, downloaded the first time a song view dialog shows it. */
function AddToSchedule(props: AddToScheduleSlotProps) {
  return (
    <RemoteSection
      {...REMOTE_SECTIONS.addToSchedule}
      props={props}
      placeholder={<Spinner label="Loading schedules" size={16} />}
      failed={(retry) => (
        <Button variant="outline" onClick={retry}>
          Retry loading schedules
        </Button>
      )}
    />
  );
}

/**
 * mf-songs' full-screen view, downloaded with the page that places it (it stays mounted, closed
 * until a song is opened). A song opened before it has arrived, or while mf-songs is down, gets
 * the same full-screen dialog with a spinner or the contained failure and Retry.
 */
function SongView(props: SongViewSlotProps) {
  const { song, onClose } = props;
  const frame = (content: ReactNode) =>
    song && (
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        size="full"
        closeLabel="Exit full screen"
        title={song.title}
      >
        {content}
      </Dialog>
    );
  return (
    <RemoteSection
      {...REMOTE_SECTIONS.songView}
      props={props}
      placeholder={frame(<Spinner label="Loading song" />)}
      failed={(retry) => frame(<SectionFailed headingLevel="h3" onRetry={retry} />)}
    />
  );
}

/** mf-songs' song picker, downloaded when the Add Songs dialog opens. */
function SongPicker(props: SongPickerSlotProps) {
  return (
    <RemoteSection
      {...REMOTE_SECTIONS.songPicker}
      props={props}
      failed={(retry) => <SectionFailed headingLevel="h3" onRetry={retry} />}
    />
  );
}

const songView: SongActionSlots['renderSongView'] = (props) => <SongView {...props} />;

/** The signed-in area's slots: every piece one remote places in another's pages. */
const SIGNED_IN_SLOTS: SongActionSlots = {
  renderAddToSchedule: (props) => <AddToSchedule {...props} />,
  renderSongView: songView,
  renderSongPicker: (props) => <SongPicker {...props} />,
};

/**
 * What the signed-in area composes into the remotes' pages (shell contract `SongActionSlots`),
 * without any remote importing another: mf-songs' song view dialog gets mf-schedules' "Add to
 * Schedule" picker; mf-schedules' schedule pages get mf-songs' song full-screen view and its
 * Add Songs dialog mf-songs' song picker. Signed-out pages have none of them, except below.
 */
export function RemoteSongActionSlots({ children }: { children: ReactNode }) {
  return <SongActionSlotsProvider value={SIGNED_IN_SLOTS}>{children}</SongActionSlotsProvider>;
}

const SONG_VIEW_SLOT: SongActionSlots = { renderSongView: songView };

/** The song full-screen view alone, for visitors' pages: the shared schedule page opens songs. */
export function RemoteSongViewSlot({ children }: { children: ReactNode }) {
  return <SongActionSlotsProvider value={SONG_VIEW_SLOT}>{children}</SongActionSlotsProvider>;
}
