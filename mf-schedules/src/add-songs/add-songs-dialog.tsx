import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Dialog,
  DialogClose,
  Input,
  Label,
  Select,
  Skeleton,
  VisuallyHidden,
  colors,
  fontSizes,
  media,
  radii,
} from '@worship/design-system';
import { htmlLang, LANGUAGES, languageCode, languageName, categoryColor } from '@worship/common';
import { handleUnauthorized } from '@worship/shell-contract';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useScheduleSongActions } from '../hooks/use-schedule-song-actions';
import { DIALOG_EXCERPT_LENGTH, lyricExcerpt } from '../lib/song-text';
import {
  SearchSongChoicesDocument,
  SongCategoriesDocument,
  SongChoicesDocument,
  type SongChoice,
} from './add-songs.graphql';

/** Spec §4: typing waits for a pause before the server searches. */
export const SEARCH_DELAY_MS = 300;
const SEARCH_LIMIT = 50;
const ALL = '';

const Filters = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
  > div {
    display: grid;
    gap: 0.375rem;
  }
`;

const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: ${fontSizes.sm};
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
    cursor: pointer;
  }
  p {
    color: ${colors.textMuted};
  }
`;

const SongList = styled.ul`
  display: grid;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: min(50vh, 28rem);
  overflow-y: auto;
`;

const SongRow = styled.li<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${(p) => (p.$selected ? colors.primary : colors.border)};
  border-radius: ${radii.md};
  background: ${(p) => (p.$selected ? colors.primarySoft : colors.surface)};
  input {
    margin-top: 0.2rem;
    width: 1rem;
    height: 1rem;
    accent-color: ${colors.primary};
  }
  label {
    font-weight: 600;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .meta {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
  }
  .excerpt {
    grid-column: 2;
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
`;

const Empty = styled.p`
  padding: 1.5rem;
  text-align: center;
  color: ${colors.textMuted};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
`;

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
 * Spec §2 "Add Songs to Schedule": the group's songs not yet in the schedule, with search,
 * language and category filters and 'Select all'; the chosen songs are appended in one call.
 */
export function AddSongsDialog({ open, onOpenChange, schedule }: AddSongsDialogProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [language, setLanguage] = useState(ALL);
  const [categoryId, setCategoryId] = useState(ALL);
  const [selected, setSelected] = useState<string[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const actions = useScheduleSongActions(schedule.id);

  // Spec §2: the selection (and the search) start afresh every time the dialog opens.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSelected([]);
      setSearch('');
      setQuery('');
      setLanguage(ALL);
      setCategoryId(ALL);
    }
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const library = useQuery(SongChoicesDocument, {
    variables: { groupId: schedule.groupId },
    skip: !open,
  });
  const searching = query !== '';
  const results = useQuery(SearchSongChoicesDocument, {
    variables: {
      query,
      groupId: schedule.groupId,
      limit: SEARCH_LIMIT,
      ...(language ? { language } : {}),
      ...(categoryId ? { categoryId } : {}),
    },
    skip: !open || !searching,
  });
  const categories = useQuery(SongCategoriesDocument, { skip: !open });

  const error = library.error ?? results.error ?? categories.error;
  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error]);

  function changeSearch(value: string) {
    setSearch(value);
    window.clearTimeout(timer.current);
    if (!value.trim()) setQuery('');
    else timer.current = window.setTimeout(() => setQuery(value.trim()), SEARCH_DELAY_MS);
  }

  // Spec §2: songs already in the schedule are hidden. Spec §4: with search text the server
  // applied the filters; otherwise they apply here.
  const inSchedule = new Set(schedule.songs.map((s) => s.songId));
  const source = searching ? results.data?.searchSongs : library.data?.songs;
  const loading = searching ? results.loading && !results.data : library.loading && !library.data;
  const visible: SongChoice[] = (source ?? []).filter(
    (song) =>
      !inSchedule.has(song.id) &&
      (searching ||
        ((!language || song.language === language) &&
          (!categoryId || song.category?.id === categoryId))),
  );
  const filtered = searching || language !== ALL || categoryId !== ALL;

  const selectedSet = new Set(selected);
  const allSelected = visible.length > 0 && visible.every((song) => selectedSet.has(song.id));
  const someSelected = visible.some((song) => selectedSet.has(song.id));

  function toggle(songId: string) {
    setSelected((current) =>
      current.includes(songId) ? current.filter((x) => x !== songId) : [...current, songId],
    );
  }

  function toggleAll() {
    const ids = visible.map((song) => song.id);
    setSelected((current) =>
      allSelected
        ? current.filter((x) => !ids.includes(x))
        : [...current, ...ids.filter((x) => !current.includes(x))],
    );
  }

  async function submit() {
    // Songs hidden since they were chosen (now in the schedule) are not sent again.
    const songIds = selected.filter((songId) => !inSchedule.has(songId));
    if (songIds.length === 0) return;
    if (await actions.add(songIds)) onOpenChange(false);
  }

  const count = selected.filter((songId) => !inSchedule.has(songId)).length;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Add Songs to Schedule: ${schedule.name}`}
      description="Choose songs from your group's library. They are added at the end, in the order you pick them."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void submit()} disabled={count === 0} loading={actions.adding}>
            {`Add ${count} ${count === 1 ? 'Song' : 'Songs'}`}
          </Button>
        </>
      }
    >
      <Filters role="search" aria-label="Filter songs">
        <div>
          <Label htmlFor={`${id}-search`}>Search songs</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Title, author or lyrics..."
            value={search}
            onChange={(event) => changeSearch(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-language`}>Language</Label>
          <Select
            id={`${id}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            <option value={ALL}>All</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select
            id={`${id}-category`}
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value={ALL}>All</option>
            {(categories.data?.categories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
      </Filters>

      <SelectionBar>
        <label>
          <input
            type="checkbox"
            checked={allSelected}
            ref={(input) => {
              if (input) input.indeterminate = someSelected && !allSelected;
            }}
            disabled={visible.length === 0}
            onChange={toggleAll}
          />
          Select all
        </label>
        <p aria-live="polite">{`${count} selected`}</p>
      </SelectionBar>

      {loading ? (
        <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
          <Skeleton $height="4rem" />
          <Skeleton $height="4rem" />
          <Skeleton $height="4rem" />
        </div>
      ) : error && !source ? (
        <Empty role="alert">Could not load songs.</Empty>
      ) : visible.length === 0 ? (
        <Empty>
          {filtered ? 'No songs found' : 'Every song of this group is already in the schedule.'}
        </Empty>
      ) : (
        <SongList aria-label="Songs to add">
          {visible.map((song) => {
            const checkboxId = `${id}-song-${song.id}`;
            // The first stanza's 150-character excerpt, cut again to the dialog's 100.
            const excerpt = lyricExcerpt(song.lyricsExcerpt, DIALOG_EXCERPT_LENGTH);
            return (
              <SongRow key={song.id} $selected={selectedSet.has(song.id)}>
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={selectedSet.has(song.id)}
                  onChange={() => toggle(song.id)}
                  aria-describedby={excerpt ? `${checkboxId}-excerpt` : undefined}
                />
                <label htmlFor={checkboxId} lang={htmlLang(song.language)}>
                  {song.title}
                </label>
                <div className="meta">
                  <Badge variant="secondary">
                    <VisuallyHidden>Language </VisuallyHidden>
                    {languageCode(song.language)}
                  </Badge>
                  {song.category && (
                    <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
                  )}
                  {song.author && <Badge variant="outline">{song.author}</Badge>}
                </div>
                {excerpt && (
                  <p
                    className="excerpt"
                    id={`${checkboxId}-excerpt`}
                    lang={htmlLang(song.language)}
                  >
                    {excerpt}
                  </p>
                )}
              </SongRow>
            );
          })}
        </SongList>
      )}
    </Dialog>
  );
}
