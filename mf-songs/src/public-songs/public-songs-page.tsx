import { useQuery } from '@apollo/client/react';
import {
  Button,
  CardGrid,
  EmptyState,
  Field,
  FilterBar,
  PhoneticText,
  LoadingCardGrid,
  MusicIcon,
  PageHeader,
  PageStack,
  PublicSongCardSkeleton,
  Select,
} from '@worship/design-system';
import { useToast } from '@worship/shell-contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGES, LANGUAGE_NAMES } from '@worship/common';
import { ShowMoreResults } from '../lib/show-more-results';
import { SONG_DETAILS_FAILED } from '../lib/song-meta';
import { SongViewDialog } from '../lib/song-view-dialog';
import { useRenderedInSteps } from '../lib/use-rendered-in-steps';
import { useAnsweredQuery } from '../lib/highlighted';
import { DidYouMean } from '../lib/did-you-mean';
import { PublicSongCard } from './public-song-card';
import {
  PublicCategoriesDocument,
  PublicSongDocument,
  PublicSongSearchSuggestionsDocument,
  PublicSongsDocument,
  SearchPublicSongsDocument,
} from './public-songs.graphql';
import {
  ALL,
  NO_FILTERS,
  SEARCH_DEBOUNCE_MS,
  filterSongs,
  hasActiveFilters,
  searchVariables,
  useDebouncedValue,
  useSearchPages,
  type SongFilters,
} from '../lib/song-filters';

/**
 * The product name (docs/contracts.md). The shell keeps it in shell/src/app/product.ts, which a
 * remote cannot import, and the shell contract does not carry it.
 */
export const PRODUCT_NAME = 'Worship Planner';
export const PUBLIC_SONGS_TITLE = `${PRODUCT_NAME} - Worship Songs`;
export { SONG_DETAILS_FAILED };

/** /songs/public: the public collection, for anyone (spec §2 "Public songs page"). */
export default function PublicSongsPage() {
  const [filters, setFilters] = useState<SongFilters>(NO_FILTERS);
  const [searchParams, setSearchParams] = useSearchParams();
  const { toast } = useToast();

  useEffect(() => {
    document.title = PUBLIC_SONGS_TITLE;
  }, []);

  // Spec §4: non-empty search text switches to server results (with the filters applied there);
  // clearing it switches back at once, typing waits for a pause.
  const debouncedSearch = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const query = filters.search.trim() ? debouncedSearch : '';

  // The whole public collection (hundreds of cards) is read here and nowhere else: kept out of
  // the normalized cache, whose writing and reading back of every song and category was the
  // longest task of the page on a phone.
  const list = useQuery(PublicSongsDocument, { fetchPolicy: 'no-cache' });
  const variables = searchVariables(query, filters);
  const pages = useSearchPages(JSON.stringify(variables));
  const search = useQuery(SearchPublicSongsDocument, {
    variables: { ...variables, limit: pages.limit },
    skip: !query,
  });
  const categories = useQuery(PublicCategoriesDocument);
  // A search that has finished and found nothing: the nearest spellings of its words, asked with
  // the same text and filters.
  const nothingFound =
    Boolean(query) && !search.loading && search.data?.searchPublicSongs.length === 0;
  const suggestions = useQuery(PublicSongSearchSuggestionsDocument, {
    variables,
    skip: !nothingFound,
  });
  const didYouMean = (nothingFound && suggestions.data?.publicSongSearchSuggestions) || [];
  const searchInput = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  // Spec §8: errors of the public lists are only logged.
  useEffect(() => {
    if (list.error) console.error('Could not load the public songs.', list.error);
  }, [list.error]);
  useEffect(() => {
    if (search.error) console.error('Could not search the public songs.', search.error);
  }, [search.error]);
  useEffect(() => {
    if (categories.error) console.error('Could not load the categories.', categories.error);
  }, [categories.error]);

  const allSongs = list.data?.publicSongs;
  // The previous results stay on screen while the next page (or search) loads.
  const searchResults = search.data?.searchPublicSongs ?? search.previousData?.searchPublicSongs;
  const songs = useMemo(
    () => (query ? (searchResults ?? []) : filterSongs(allSongs ?? [], filters)),
    [query, searchResults, allSongs, filters],
  );
  // The words to mark in the cards: those of the search the cards on screen answer.
  const answeredQuery = useAnsweredQuery(query, Boolean(search.data));
  const highlight = query ? answeredQuery : '';
  const loading = query ? search.loading && !searchResults : list.loading && !allSongs;
  const shown = useRenderedInSteps(songs.length);

  // ?song={id} (a share link, or a card opened here) shows that song in the dialog, loaded whole
  // by id: the cards carry no stanzas.
  const selectedId = searchParams.get('song');
  const detail = useQuery(PublicSongDocument, {
    variables: { id: selectedId ?? '' },
    skip: !selectedId,
  });
  const selected = selectedId ? (detail.data?.publicSong ?? null) : null;
  const detailFailed =
    Boolean(selectedId) &&
    !detail.loading &&
    (Boolean(detail.error) || detail.data?.publicSong === null);

  const setSelectedId = useCallback(
    (id: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('song', id);
          else next.delete('song');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // One handler for every card, so a card already shown is not rendered again (memo) as more
  // cards are added below it.
  const openSong = useCallback((song: { id: string }) => setSelectedId(song.id), [setSelectedId]);

  useEffect(() => {
    if (!detailFailed) return;
    if (detail.error) console.error('Could not load the shared song.', detail.error);
    toast({ title: 'Error', description: SONG_DETAILS_FAILED, variant: 'destructive' });
    setSelectedId(null);
    // Once per failed id: clearing the parameter ends the failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detailFailed]);

  const update = (patch: Partial<SongFilters>) => setFilters((f) => ({ ...f, ...patch }));
  /** A "Did you mean" suggestion picked: it becomes the search text, typed on from there. */
  const searchFor = (text: string) => {
    update({ search: text });
    searchInput.current?.focus();
  };
  const filtered = hasActiveFilters(filters);

  return (
    <PageStack>
      <PageHeader
        title={PUBLIC_SONGS_TITLE}
        description="Browse and search the public song collection in English, Malayalam, Tamil and Hindi."
      />

      <FilterBar label="Filter songs">
        <Field label="Search">
          {(props) => (
            // Native text typed phonetically finds the songs in that script (docs/transliteration.md).
            <PhoneticText
              {...props}
              inputRef={searchInput}
              type="search"
              name="search"
              inline
              switchLabel="Phonetic typing, search"
              placeholder="Search by title, author or lyrics..."
              value={filters.search}
              onChange={(search) => update({ search })}
            />
          )}
        </Field>
        <Field label="Language">
          <Select
            name="language"
            value={filters.language}
            onChange={(e) => update({ language: e.target.value })}
          >
            <option value={ALL}>All Languages</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Category">
          <Select
            name="category"
            value={filters.categoryId}
            onChange={(e) => update({ categoryId: e.target.value })}
          >
            <option value={ALL}>All Categories</option>
            {(categories.data?.publicCategories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
          Clear Filters
        </Button>
      </FilterBar>

      {loading ? (
        <LoadingCardGrid
          status="Loading songs..."
          placeholder={<PublicSongCardSkeleton data-testid="song-card-skeleton" />}
        />
      ) : songs.length === 0 ? (
        <EmptyState
          icon={<MusicIcon size={32} />}
          headingAs="h2"
          title={filtered ? 'No songs found' : 'No songs are available yet'}
          description={
            filtered
              ? 'Try adjusting your search terms or filters'
              : 'Public songs will appear here once they are added.'
          }
          action={
            didYouMean.length > 0 ? (
              <DidYouMean suggestions={didYouMean} onPick={searchFor} />
            ) : undefined
          }
        />
      ) : (
        <>
          <CardGrid aria-label="Songs" aria-busy={(query && search.loading) || undefined}>
            {songs.slice(0, shown).map((song) => (
              <li key={song.id}>
                <PublicSongCard song={song} query={highlight} onOpen={openSong} />
              </li>
            ))}
          </CardGrid>
          {query && search.data && pages.hasMore(search.data.searchPublicSongs.length) && (
            <ShowMoreResults busy={search.loading} onClick={pages.showMore} />
          )}
        </>
      )}

      <SongViewDialog
        song={selected}
        chords="lyrics"
        open={Boolean(selectedId && selected)}
        onOpenChange={(open) => {
          if (!open) setSelectedId(null);
        }}
      />
    </PageStack>
  );
}
