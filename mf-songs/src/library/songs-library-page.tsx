import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Button,
  EmptyState,
  MusicIcon,
  PageHeader,
  PageStack,
  PlusIcon,
  VisuallyHidden,
  colors,
  fontSizes,
  media,
} from '@worship/design-system';
import {
  COPY_LINK_FAILED,
  handleUnauthorized,
  useActiveGroup,
  useCopy,
  useCurrentUser,
  useGroups,
  useToast,
} from '@worship/shell-contract';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { AddSongDialog } from './add-song/add-song-dialog';
import { CategoriesDocument } from '../lib/categories.graphql';
import { hasActiveFilters, NO_FILTERS, type SongFilters } from '../lib/song-filters';
import { SONG_DETAILS_FAILED, songShareUrl } from '../lib/song-meta';
import { SongDocument, type SongCard as SongCardData, type SongFields } from '../lib/song.graphql';
import { SONG_LINK_COPIED, SongViewDialog } from '../lib/song-view-dialog';
import { GroupSidebar } from './group-sidebar';
import { LibraryToolbar } from './library-toolbar';
import { SongCard, SongCardSkeleton } from './song-card';
import { ShowMoreResults } from '../lib/show-more-results';
import { useLibrarySongs } from './use-library-songs';

/** Spec §2: the Edit Song action is a placeholder in this issue. */
export const EDIT_COMING_SOON = 'Song editing functionality will be available soon!';
export const SKELETON_CARDS = 6;

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

const songCount = (n: number) => `${n} ${n === 1 ? 'song' : 'songs'}`;

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
  const [viewing, setViewing] = useState<SongFields | null>(null);
  // The last song asked for: an earlier answer arriving late does not replace it.
  const requested = useRef<string | null>(null);
  const client = useApolloClient();

  // Spec §2: the first group by default; the shell's Active Group when it names one of them.
  const selectedGroup = groups.find((group) => group.id === activeGroupId) ?? groups[0] ?? null;
  const groupId = selectedGroup?.id ?? null;

  const library = useLibrarySongs({
    groupId,
    ready: !groupsLoading,
    filters,
    createdBy: user?.id ?? null,
  });
  const { data: categoryData, error: categoriesError } = useQuery(CategoriesDocument);

  useEffect(() => {
    if (library.error) handleUnauthorized(library.error);
  }, [library.error]);
  useEffect(() => {
    if (categoriesError) handleUnauthorized(categoriesError);
  }, [categoriesError]);

  const songs = library.songs ?? [];
  /** The cards carry no stanzas: the song view opens once the whole song is loaded by id. */
  async function view(card: SongCardData) {
    requested.current = card.id;
    let song: SongFields | null = null;
    try {
      const { data } = await client.query({ query: SongDocument, variables: { id: card.id } });
      song = data?.song ?? null;
    } catch (error) {
      if (handleUnauthorized(error)) return; // signed out: that toast and the redirect say it
    }
    if (requested.current !== card.id) return;
    if (song) setViewing(song);
    else toast({ title: 'Error', description: SONG_DETAILS_FAILED, variant: 'destructive' });
  }

  function edit() {
    toast({ title: 'Coming soon', description: EDIT_COMING_SOON });
  }

  function share(song: SongCardData) {
    void copy(songShareUrl(song.id), { success: SONG_LINK_COPIED, failure: COPY_LINK_FAILED });
  }

  const filtered = hasActiveFilters(filters);
  const addSongButton = (label: string) => (
    <Button icon={<PlusIcon />} onClick={() => setAddOpen(true)}>
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
          {songs.map((song) => (
            <li key={song.id}>
              <SongCard
                song={song}
                onView={(card) => void view(card)}
                onEdit={edit}
                onShare={share}
              />
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
        actions={addSongButton('Add Song')}
      />
      <Layout>
        <GroupSidebar
          groups={groups}
          loading={groupsLoading}
          selectedId={groupId}
          onSelect={setActiveGroupId}
        />
        <Main aria-labelledby={headingId}>
          <TopBar>
            <h2 id={headingId}>{selectedGroup ? selectedGroup.name : 'My Songs'}</h2>
            {!library.loading && (
              <p aria-live="polite">
                {songCount(songs.length)}
                {library.searching && <VisuallyHidden> found</VisuallyHidden>}
              </p>
            )}
          </TopBar>
          <LibraryToolbar
            filters={filters}
            onChange={setFilters}
            categories={categoryData?.categories ?? []}
          />
          {renderSongs()}
        </Main>
      </Layout>

      <AddSongDialog open={addOpen} onOpenChange={setAddOpen} groupId={groupId} />
      <SongViewDialog
        song={viewing}
        open={Boolean(viewing)}
        onOpenChange={(open) => {
          if (open) return;
          requested.current = null;
          setViewing(null);
        }}
        onEdit={edit}
      />
    </PageStack>
  );
}
