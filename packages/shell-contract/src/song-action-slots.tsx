import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What the "Add to Schedule" picker is told about the song the dialog shows. */
export interface AddToScheduleSlotProps {
  songId: string;
  songTitle: string;
}

/**
 * What the song full-screen view is told. It stays mounted while the page is shown (closed while
 * `song` is null), so its dialog gives focus back to what opened it.
 */
export interface SongViewSlotProps {
  /** The song to show full screen, and the title shown while it loads; null: closed. */
  song: { id: string; title: string } | null;
  /** A shared schedule's token: the song is read through that schedule (anyone with the link). */
  shareToken?: string;
  /**
   * The key to show the song's chords in: a schedule entry's own key (the library's song is
   * unchanged); absent or null: the song's key.
   */
  songKey?: string | null;
  /** Chords shown at first: default true for a team's schedule, false through a share token. */
  showChords?: boolean;
  onClose: () => void;
}

/** What the song picker is told: a group's library to choose from and the chosen songs. */
export interface SongPickerSlotProps {
  groupId: string;
  /** Songs not offered (e.g. already in the schedule); chosen ones among them are not counted. */
  excludeSongIds: readonly string[];
  selectedIds: readonly string[];
  onSelectedIdsChange: (ids: string[]) => void;
  /** Names the list of songs, e.g. 'Songs to add'. */
  listLabel: string;
  /** Shown when every song of the group is excluded and no search or filter is on. */
  allExcludedMessage: string;
}

/**
 * Pieces one remote owns and the others place in their pages, composed by the shell: a remote
 * never imports another remote. The shell fills each with the owning remote's exposed module
 * (downloaded on demand, with its own placeholder and a contained failure with Retry):
 * - `renderAddToSchedule`: mf-schedules' picker, in mf-songs' song view dialog (signed in);
 * - `renderSongView`: mf-songs' song full-screen view, on mf-schedules' schedule pages (anyone:
 *   the shared schedule page is open to visitors);
 * - `renderSongPicker`: mf-songs' song search and selection, in mf-schedules' Add Songs dialog
 *   (signed in).
 * A page renders whatever it is given and nothing where a slot is missing.
 */
export interface SongActionSlots {
  renderAddToSchedule?: (props: AddToScheduleSlotProps) => ReactNode;
  renderSongView?: (props: SongViewSlotProps) => ReactNode;
  renderSongPicker?: (props: SongPickerSlotProps) => ReactNode;
}

const SongActionSlotsContext = createContext<SongActionSlots>({});

/** Provides slots; a provider inside another adds its slots to the outer one's. */
export function SongActionSlotsProvider({
  value,
  children,
}: {
  value: SongActionSlots;
  children: ReactNode;
}) {
  const outer = useContext(SongActionSlotsContext);
  const slots = useMemo(() => ({ ...outer, ...value }), [outer, value]);
  return (
    <SongActionSlotsContext.Provider value={slots}>{children}</SongActionSlotsContext.Provider>
  );
}

/** Renders the "Add to Schedule" picker the shell provides; undefined when there is none. */
export function useAddToScheduleSlot(): SongActionSlots['renderAddToSchedule'] {
  return useContext(SongActionSlotsContext).renderAddToSchedule;
}

/** Renders the song full-screen view the shell provides; undefined when there is none. */
export function useSongViewSlot(): SongActionSlots['renderSongView'] {
  return useContext(SongActionSlotsContext).renderSongView;
}

/** Renders the song picker the shell provides; undefined when there is none. */
export function useSongPickerSlot(): SongActionSlots['renderSongPicker'] {
  return useContext(SongActionSlotsContext).renderSongPicker;
}
