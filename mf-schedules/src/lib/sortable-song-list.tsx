import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { colors, radii } from '@worship/design-system';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { GripIcon } from './icons';

/** A row of a schedule's song list: the ScheduleSong id, and the title to announce. */
export interface SortableSong {
  id: string;
  songId: string;
  title: string;
}

const List = styled.ol`
  display: grid;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li<{ $dragging: boolean }>`
  position: relative;
  z-index: ${(p) => (p.$dragging ? 1 : 'auto')};
  opacity: ${(p) => (p.$dragging ? 0.85 : 1)};
`;

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.textMuted};
  cursor: grab;
  touch-action: none;
  &:hover {
    background: ${colors.surfaceMuted};
  }
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** What a screen reader hears while a song is dragged (dnd-kit live region). */
export const DRAG_INSTRUCTIONS =
  'To reorder a song, press Space or Enter to pick it up, move it with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel.';

function announcementsFor(
  songs: readonly SortableSong[],
  /** The song has left its place during this drag (so being over it again is news). */
  moved: boolean,
): Announcements {
  const n = songs.length;
  const title = (id: UniqueIdentifier) => songs.find((s) => s.id === id)?.title ?? 'Song';
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? -1 : songs.findIndex((s) => s.id === id) + 1;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.id)}, position ${position(active.id)} of ${n}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      // Right after pick-up the song is over its own place: keep "Picked up …" audible.
      if (over.id === active.id && !moved) return undefined;
      return `${title(active.id)} is over position ${position(over.id)} of ${n}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at position ${position(over.id)} of ${n}.`
        : `${title(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${title(active.id)} stays at position ${position(active.id)} of ${n}.`,
  };
}

function SortableRow({
  song,
  disabled,
  children,
}: {
  song: SortableSong;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: song.id, disabled });
  const handle = (
    <Handle
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder ${song.title}`}
      disabled={disabled}
    >
      <GripIcon />
    </Handle>
  );
  return (
    <Row
      ref={setNodeRef}
      $dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children(handle)}
    </Row>
  );
}

export interface SortableSongListProps<T extends SortableSong> {
  songs: readonly T[];
  /** The list's accessible name. */
  label: string;
  /**
   * Moves a song to `order` (1-based): one moveScheduleSong call per drop. Resolves true when
   * the server took it; the dropped order is shown meanwhile and undone on failure.
   */
  onMove: (song: T, order: number) => Promise<boolean>;
  /** One row's content; `handle` is the drag handle (a button, keyboard-operable). */
  renderSong: (song: T, index: number, handle: ReactNode) => ReactNode;
  disabled?: boolean;
}

/**
 * A schedule's songs in order, reordered by drag and drop (@dnd-kit/sortable): with a pointer,
 * or from the keyboard on a row's handle, with spoken instructions and announcements.
 */
export function SortableSongList<T extends SortableSong>({
  songs,
  label,
  onMove,
  renderSong,
  disabled = false,
}: SortableSongListProps<T>) {
  const [pending, setPending] = useState<string[] | null>(null);
  const [moved, setMoved] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // While a song is being dragged the list holds still: an answer to an earlier move that
  // arrives mid-drag re-rendered the rows under the keyboard sensor and stopped the drag.
  const [dragging, setDragging] = useState<readonly T[] | null>(null);
  const byId = new Map(songs.map((song) => [song.id, song]));
  const shown =
    dragging ??
    (pending && pending.length === songs.length && pending.every((id) => byId.has(id))
      ? pending.map((id) => byId.get(id)!)
      : songs);

  async function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id || pending) return;
    const from = shown.findIndex((s) => s.id === active.id);
    const to = shown.findIndex((s) => s.id === over.id);
    const song = shown[from];
    if (!song || to < 0) return;
    setPending(arrayMove([...shown], from, to).map((s) => s.id));
    try {
      await onMove(song, to + 1);
    } finally {
      setPending(null);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => {
        setMoved(false);
        setDragging(shown);
      }}
      onDragCancel={() => setDragging(null)}
      onDragOver={({ active, over }) => {
        if (over && over.id !== active.id) setMoved(true);
      }}
      onDragEnd={(event) => {
        setDragging(null);
        void handleDragEnd(event);
      }}
      accessibility={{
        announcements: announcementsFor(shown, moved),
        screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
      }}
    >
      <SortableContext items={shown.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <List aria-label={label}>
          {shown.map((song, index) => (
            <SortableRow key={song.id} song={song} disabled={disabled}>
              {(handle) => renderSong(song, index, handle)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
