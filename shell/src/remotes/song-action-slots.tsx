import { Button, Spinner } from '@worship/design-system';
import {
  SongActionSlotsProvider,
  type AddToScheduleSlotProps,
  type SongActionSlots,
} from '@worship/shell-contract';
import type { ReactNode } from 'react';
import { REMOTE_SECTIONS } from './remote-registry';
import { RemoteSection } from './remote-page';

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

const SLOTS: SongActionSlots = {
  renderAddToSchedule: (props) => <AddToSchedule {...props} />,
};

/**
 * What the signed-in area composes into other remotes' song views (shell contract
 * `SongActionSlots`): mf-songs' song view dialog gets mf-schedules' "Add to Schedule" picker
 * without either remote importing the other. Signed-out pages have no provider, so no picker.
 */
export function RemoteSongActionSlots({ children }: { children: ReactNode }) {
  return <SongActionSlotsProvider value={SLOTS}>{children}</SongActionSlotsProvider>;
}
