import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Button,
  EmptyState,
  GroupPicker,
  MusicIcon,
  PageHeader,
  PageStack,
  PlusIcon,
  VisuallyHidden,
  colors,
  fontSizes,
  media,
  useLatest,
} from '@worship/design-system';
import {
  COPY_LINK_FAILED,
  handleUnauthorized,
  useActiveGroup,
  useCopy,
  useCurrentUser,
  useGroups,
  useToast,
  songCountLabel,
} from '@worship/shell-contract';
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { CategoriesDocument } from '../lib/categories.graphql';
import { hasActiveFilters, NO_FILTERS, type SongFilters } from '../lib/song-filters';
import { SONG_DETAILS_FAILED, songShareUrl } from '../lib/song-meta';
import { SongDocument, type SongCard as SongCardData, type SongFields } from '../lib/song.graphql';
import { SONG_LINK_COPIED, SongViewDialog } from '../lib/song-view-dialog';
import { LibraryToolbar } from './library-toolbar';
import { SongCard, SongCardSkeleton } from './song-card';
import { ShowMoreResults } from '../lib/show-more-results';
import { useLibrarySongs } from './use-library-songs';
import { useRenderedInSteps } from '../lib/use-rendered-in-steps';
import { DeleteSongDialog } from './delete-song-dialog';
import { DidYouMean } from '../lib/did-you-mean';
import { ExportLibraryButton } from './export-library-button';

// The song form and history dialogs load when first opened: most visits only read.
const AddSongDialog = lazy(() =>
  import('./song-form/add-song-dialog').then((module) => ({ default: module.AddSongDialog })),
);
const EditSongDialog = lazy(() => import('./song-form/edit-song-dialog'));
const SongHistoryDialog = lazy(() => import('./song-history/song-history-dialog'));
const ImportSongsDialog = lazy(() => import('./import-songs/import-songs-dialog'));

export const SKELETON_CARDS = 6;
export const SONG_DELETED = 'The song was removed from the library.';

type SongRef = Pick<SongCardData, 'id' | 'title'>;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(13rem, 16rem) minmax(0, 1fr);
  }
`;

const Main = styled.section`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 600;
  }
  p {
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  > li {
    display: grid;
  }
`;

const ErrorBox = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  color: ${colors.destructive};
`;

/** /songs: the selected group's songs, search and filters, Add Song, view, edit and share. */
export default function SongsLibraryPage() {
  const headingId = useId();
  const { user } = useCurrentUser();
  const { groups, loading: groupsLoading } = useGroups();
  const { activeGroupId, setActiveGroupId } = useActiveGroup();
  const { toast } = useToast();
  const copy = useCopy();
  const [filters, setFilters] = useState<SongFilters>(NO_FILTERS);
  const [addOpen, setAddOpen] = useState(false);
  // Mounted from its first opening on, so a cancelled song is still there when it reopens.
  const [addUsed, setAddUsed] = useState(false);
  const [viewing, setViewing] = useState<SongFields | null>(null);
  const [editing, setEditing] = useState<SongFields | null>(null);
  const [historyOf, setHistoryOf] = useState<SongFields | null>(null);
  const [deleting, setDeleting] = useState<SongRef | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  // The last song asked for: an earlier answer arriving late does not replace it.
  const requested = useRef<string | null>(null);
  const searchInput = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const client = useApolloClient();

  // Spec §2: the first group by default; the shell's Active Group when it names one of them.
  const selectedGroup = groups.find((group) => group.id === activeGroupId) ?? groups[0] ?? null;
  const groupId = selectedGroup?.id ?? null;

  const library = useLibrarySongs({
    groupId,
    ready: !groupsLoading,
    filters,
    createdBy: user?.id ?? null,
    suggest: true,
  });
  const { data: categoryData, error: categoriesError } = useQuery(CategoriesDocument);

  useEffect(() => {
    if (library.error) handleUnauthorized(library.error);
  }, [library.error]);
  useEffect(() => {
    if (categoriesError) handleUnauthorized(categoriesError);
  }, [categoriesError]);

  const songs = library.songs ?? [];
  /**
   * The cards carry no stanzas: the view and the editor open once the whole song is loaded by
   * id. Null when it could not be (a toast says so) or another song was asked for meanwhile.
   */
  async function loadSong(card: SongRef): Promise<SongFields | null> {
    requested.current = card.id;
    let song: SongFields | null = null;
    try {
      const { data } = await client.query({ query: SongDocument, variables: { id: card.id } });
      song = data?.song ?? null;
    } catch (error) {
      if (handleUnauthorized(error)) return null; // signed out: that toast and the redirect say it
    }
    if (requested.current !== card.id) return null;
    if (!song) toast({ title: 'Error', description: SONG_DETAILS_FAILED, variant: 'destructive' });
    return song;
  }

  async function view(card: SongRef) {
    const song = await loadSong(card);
    if (song) setViewing(song);
  }

  async function edit(card: SongRef) {
    const song = 'stanzas' in card ? (card as SongFields) : await loadSong(card);
    if (song) setEditing(song);
  }

  /** The saved song replaces the one on screen (the lists ask the server again). */
  function saved(song: SongFields) {
    setViewing((current) => (current?.id === song.id ? song : current));
  }

  function deleted(id: string) {
    setViewing((current) => (current?.id === id ? null : current));
    toast({ title: 'Song deleted', description: SONG_DELETED });
  }

  /** A "Did you mean" suggestion picked: it becomes the search text, typed on from there. */
  function searchFor(text: string) {
    setFilters((current) => ({ ...current, search: text }));
    searchInput.current?.focus();
  }

  function share(song: SongCardData) {
    void copy(songShareUrl(song.id), { success: SONG_LINK_COPIED, failure: COPY_LINK_FAILED });
  }

  // The cards' actions, the same functions on every render (the cards are memoised), calling
  // this render's handlers.
  const remove = (card: SongRef) => setDeleting(card);
  const handlers = useLatest({ view, edit, remove, share });
  const cardActions = useMemo(
    () => ({
      onView: (card: SongCardData) => void handlers.current.view(card),
      onEdit: (card: SongCardData) => void handlers.current.edit(card),
      onDelete: (card: SongCardData) => handlers.current.remove(card),
      onShare: (card: SongCardData) => handlers.current.share(card),
    }),
    [handlers], // the same ref every render: made once
  );
  const shown = useRenderedInSteps(songs.length);

  const filtered = hasActiveFilters(filters);
  const addSongButton = (label: string) => (
    <Button
      icon={<PlusIcon />}
      onClick={() => {
        setAddUsed(true);
        setAddOpen(true);
      }}
    >
      {label}
    </Button>
  );

  function renderSongs() {
    if (library.error && !library.songs) {
      return (
        <ErrorBox role="alert">
          <p>Could not load songs.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void library.refetch().catch(() => {})}
          >
            Retry
          </Button>
        </ErrorBox>
      );
    }
    if (library.loading) {
      return (
        <Grid aria-busy="true" aria-labelledby={headingId}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <SongCardSkeleton />
            </li>
          ))}
        </Grid>
      );
    }
    if (songs.length === 0) {
      return filtered ? (
        <EmptyState
          icon={<MusicIcon size={32} />}
          title="No songs found"
          description="Try adjusting your search terms or filters"
          action={
            library.suggestions.length > 0 ? (
              <DidYouMean suggestions={library.suggestions} onPick={searchFor} />
            ) : undefined
          }
        />
      ) : (
        <EmptyState
          icon={<MusicIcon size={32} />}
          title="No songs yet"
          description="Add your first song to get started"
          action={addSongButton('Add Your First Song')}
        />
      );
    }
    return (
      <>
        <Grid aria-labelledby={headingId} aria-busy={library.busy || undefined}>
          {songs.slice(0, shown).map((song) => (
            <li key={song.id}>
              <SongCard song={song} query={library.highlight} {...cardActions} />
            </li>
          ))}
        </Grid>
        {library.hasMore && <ShowMoreResults busy={library.busy} onClick={library.showMore} />}
      </>
    );
  }

  return (
    <PageStack>
      <PageHeader
        title="Songs Library"
        description="Manage your worship songs across all languages"
        actions={
          <>
            <Button variant="outline" disabled={groupsLoading} onClick={() => setImportOpen(true)}>
              Import
            </Button>
            {groupId && <ExportLibraryButton groupId={groupId} />}
            {addSongButton('Add Song')}
          </>
        }
      />
      <Layout>
        <GroupPicker
          label="Groups"
          options={groups}
          loading={groupsLoading}
          empty="You are not in any group yet: your own songs are shown."
          value={groupId}
          onChange={setActiveGroupId}
        />
        <Main aria-labelledby={headingId}>
          <TopBar>
            <h2 id={headingId}>{selectedGroup ? selectedGroup.name : 'My Songs'}</h2>
            {!library.loading && (
              <p aria-live="polite">
                {songCountLabel(songs.length)}
                {library.searching && <VisuallyHidden> found</VisuallyHidden>}
              </p>
            )}
          </TopBar>
          <LibraryToolbar
            filters={filters}
            onChange={setFilters}
            categories={categoryData?.categories ?? []}
            searchRef={searchInput}
            showUsage
          />
          {renderSongs()}
        </Main>
      </Layout>

      <SongViewDialog
        song={viewing}
        open={Boolean(viewing)}
        onOpenChange={(open) => {
          if (open) return;
          requested.current = null;
          setViewing(null);
        }}
        onEdit={(song) => void edit(song)}
        onDelete={setDeleting}
        onHistory={setHistoryOf}
      />
      <Suspense fallback={null}>
        {importOpen && (
          <ImportSongsDialog
            open
            onOpenChange={setImportOpen}
            groupId={groupId}
            groupName={selectedGroup?.name ?? null}
            onImported={() => void library.refetch().catch(() => {})}
          />
        )}
        {addUsed && <AddSongDialog open={addOpen} onOpenChange={setAddOpen} groupId={groupId} />}
        {editing && (
          <EditSongDialog
            key={`${editing.id}@${editing.version}`}
            song={editing}
            open
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            onSaved={saved}
          />
        )}
        {historyOf && (
          <SongHistoryDialog
            key={historyOf.id}
            song={historyOf}
            open
            onOpenChange={(open) => {
              if (!open) setHistoryOf(null);
            }}
            onRestored={saved}
          />
        )}
      </Suspense>
      <DeleteSongDialog song={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </PageStack>
  );
}
