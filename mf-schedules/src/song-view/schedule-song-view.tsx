import { useQuery } from '@apollo/client/react';
import { handleUnauthorized, useToast } from '@worship/shell-contract';
import { SongFullScreenView } from '@worship/song-view';
import { useEffect } from 'react';
import {
  ScheduleSongViewDocument,
  SharedScheduleSongViewDocument,
  type SongViewSong,
} from './song-view.graphql';

/** Spec §8 "Songs". */
export const SONG_DETAILS_FAILED = 'Failed to load song details.';

interface LoadedSongViewProps {
  song: SongViewSong | null;
  failed: boolean;
  /** The row's title, shown while the song loads. */
  title: string;
  onClose: () => void;
}

/**
 * The full-screen song view of mf-songs (packages/song-view) over a song being loaded: a spinner
 * under the row's title, then the stanzas with their transliterations in the viewer's language
 * order. A failed load says so and closes.
 */
function LoadedSongView({ song, failed, title, onClose }: LoadedSongViewProps) {
  const { toast } = useToast();
  useEffect(() => {
    if (!failed) return;
    toast({ title: 'Error', description: SONG_DETAILS_FAILED, variant: 'destructive' });
    onClose();
  }, [failed, toast, onClose]);
  return (
    <SongFullScreenView
      song={song}
      loadingTitle={title}
      open={!failed}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}

/** A song opened from the schedule detail page (a member's view). */
export function ScheduleSongView({
  songId,
  title,
  onClose,
}: {
  songId: string;
  title: string;
  onClose: () => void;
}) {
  const { data, error } = useQuery(ScheduleSongViewDocument, { variables: { id: songId } });
  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error]);
  const song = data?.song ?? null;
  return (
    <LoadedSongView
      song={song}
      failed={Boolean(error) || Boolean(data && !song)}
      title={title}
      onClose={onClose}
    />
  );
}

/** A song opened from the shared schedule page (anyone holding the link). */
export function SharedScheduleSongView({
  shareToken,
  songId,
  title,
  onClose,
}: {
  shareToken: string;
  songId: string;
  title: string;
  onClose: () => void;
}) {
  const { data, error } = useQuery(SharedScheduleSongViewDocument, {
    variables: { shareToken, songId },
  });
  const song = data?.sharedSchedule?.songs[0]?.sharedSong ?? null;
  return (
    <LoadedSongView
      song={song}
      failed={Boolean(error) || Boolean(data && !song)}
      title={title}
      onClose={onClose}
    />
  );
}
