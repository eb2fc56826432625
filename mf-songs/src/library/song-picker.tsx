import { useQuery } from '@apollo/client/react';
import { Badge, Skeleton, VisuallyHidden, colors, fontSizes, radii } from '@worship/design-system';
import { categoryColor, htmlLang, languageCode } from '@worship/common';
import {
  DIALOG_EXCERPT_LENGTH,
  handleUnauthorized,
  lyricExcerpt,
  type SongPickerSlotProps,
} from '@worship/shell-contract';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { CategoriesDocument } from '../lib/categories.graphql';
import { ShowMoreResults } from '../lib/show-more-results';
import { hasActiveFilters, NO_FILTERS, type SongFilters } from '../lib/song-filters';
import { LibraryToolbar } from './library-toolbar';
import { useLibrarySongs } from './use-library-songs';

/** The picker lists more search results at a time than the library's card grid. */
const PICKER_PAGE_SIZE = 50;

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

const Loading = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Empty = styled.p`
  padding: 1.5rem;
  text-align: center;
  color: ${colors.textMuted};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
`;

/**
 * The library's song search as a picker (shell contract `SongPickerSlotProps`, exposed as
 * `./song-picker` for mf-schedules' Add Songs dialog): a group's songs with the library's search,
 * language and category filters (the same queries), checkboxes and 'Select all'. Excluded songs
 * are not offered; the chosen ids belong to the page that places the picker.
 */
export default function SongPicker({
  groupId,
  excludeSongIds,
  selectedIds,
  onSelectedIdsChange,
  listLabel,
  allExcludedMessage,
}: SongPickerSlotProps) {
  const id = useId();
  const [filters, setFilters] = useState<SongFilters>(NO_FILTERS);
  const library = useLibrarySongs({
    groupId,
    ready: true,
    filters,
    createdBy: null,
    pageSize: PICKER_PAGE_SIZE,
  });
  const categories = useQuery(CategoriesDocument);
  useEffect(() => {
    if (library.error) handleUnauthorized(library.error);
  }, [library.error]);

  const excluded = new Set(excludeSongIds);
  const visible = (library.songs ?? []).filter((song) => !excluded.has(song.id));
  const selected = new Set(selectedIds);
  const allSelected = visible.length > 0 && visible.every((song) => selected.has(song.id));
  const someSelected = visible.some((song) => selected.has(song.id));
  const count = selectedIds.filter((songId) => !excluded.has(songId)).length;

  function toggle(songId: string) {
    onSelectedIdsChange(
      selected.has(songId) ? selectedIds.filter((x) => x !== songId) : [...selectedIds, songId],
    );
  }

  function toggleAll() {
    const ids = visible.map((song) => song.id);
    onSelectedIdsChange(
      allSelected
        ? selectedIds.filter((x) => !ids.includes(x))
        : [...selectedIds, ...ids.filter((x) => !selected.has(x))],
    );
  }

  function renderSongs() {
    if (library.loading) {
      return (
        <Loading aria-busy="true">
          <Skeleton $height="4rem" />
          <Skeleton $height="4rem" />
          <Skeleton $height="4rem" />
        </Loading>
      );
    }
    if (library.error && !library.songs) return <Empty role="alert">Could not load songs.</Empty>;
    if (visible.length === 0) {
      return <Empty>{hasActiveFilters(filters) ? 'No songs found' : allExcludedMessage}</Empty>;
    }
    return (
      <SongList aria-label={listLabel}>
        {visible.map((song) => {
          const checkboxId = `${id}-song-${song.id}`;
          // The first stanza's 150-character excerpt, cut again to the dialog's 100.
          const excerpt = lyricExcerpt(song.lyricsExcerpt, DIALOG_EXCERPT_LENGTH);
          return (
            <SongRow key={song.id} $selected={selected.has(song.id)}>
              <input
                id={checkboxId}
                type="checkbox"
                checked={selected.has(song.id)}
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
                <p className="excerpt" id={`${checkboxId}-excerpt`} lang={htmlLang(song.language)}>
                  {excerpt}
                </p>
              )}
            </SongRow>
          );
        })}
      </SongList>
    );
  }

  return (
    <>
      <LibraryToolbar
        filters={filters}
        onChange={setFilters}
        categories={categories.data?.categories ?? []}
        label="Filter songs"
        searchLabel="Search songs"
        searchPlaceholder="Title, author or lyrics..."
        showSearchLabel
      />
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
      {renderSongs()}
      {library.hasMore && <ShowMoreResults busy={library.busy} onClick={library.showMore} />}
    </>
  );
}
