import { createContext, useContext, type ReactNode } from 'react';

/** What the "Add to Schedule" picker is told about the song the dialog shows. */
export interface AddToScheduleSlotProps {
  songId: string;
  songTitle: string;
}

/**
 * Actions one remote contributes to another's song views, composed by the shell: a remote never
 * imports another remote. The shell fills `renderAddToSchedule` with mf-schedules' picker (loaded
 * on demand, for signed-in users only); mf-songs' song view dialog renders whatever it is given.
 */
export interface SongActionSlots {
  renderAddToSchedule?: (props: AddToScheduleSlotProps) => ReactNode;
}

const SongActionSlotsContext = createContext<SongActionSlots>({});

export function SongActionSlotsProvider({
  value,
  children,
}: {
  value: SongActionSlots;
  children: ReactNode;
}) {
  return (
    <SongActionSlotsContext.Provider value={value}>{children}</SongActionSlotsContext.Provider>
  );
}

/** Renders the "Add to Schedule" picker the shell provides; undefined when there is none. */
export function useAddToScheduleSlot(): SongActionSlots['renderAddToSchedule'] {
  return useContext(SongActionSlotsContext).renderAddToSchedule;
}
