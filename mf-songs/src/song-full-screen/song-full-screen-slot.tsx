import { useQuery } from '@apollo/client/react';
import { handleUnauthorized, useToast, type SongViewSlotProps } from '@worship/shell-contract';
import { songInKey } from '@worship/common';
import { useEffect, useMemo } from 'react';
import { SongFullScreenView } from '../lib/song-full-screen-view';
import { SONG_DETAILS_FAILED } from '../lib/song-meta';
import { SharedScheduleSongDocument, SongDocument } from '../lib/song.graphql';

/** The song a schedule page opened, loaded by id (a member) or through the shared schedule. */
function useOpenedSong(songId: string | null, shareToken: string | undefined) {
  const member = useQuery(SongDocument, {
    variables: { id: songId ?? '' },
    skip: !songId || shareToken !== undefined,
  });
  const shared = useQuery(SharedScheduleSongDocument, {
    variables: { shareToken: shareToken ?? '', songId: songId ?? '' },
    skip: !songId || shareToken === undefined,
  });
  useEffect(() => {
    if (member.error) handleUnauthorized(member.error);
  }, [member.error]);

  const result = shareToken === undefined ? member : shared;
  const song =
    (shareToken === undefined
      ? member.data?.song
      : shared.data?.sharedSchedule?.songs[0]?.sharedSong) ?? null;
  return {
    song,
    failed: Boolean(songId) && (Boolean(result.error) || Boolean(result.data && !song)),
  };
}

/**
 * The song full-screen view that mf-songs gives the schedule pages of mf-schedules (shell
 * contract `SongViewSlotProps`, exposed as `./song-full-screen-view`): a spinner under the row's
 * title while the song loads, then its verses with their transliterations in the viewer's
 * language order. A song that cannot be loaded says so and closes.
 */
export default function SongFullScreenSlot({
  song,
  shareToken,
  songKey,
  showChords = shareToken === undefined,
  onClose,
}: SongViewSlotProps) {
  const { toast } = useToast();
  const opened = useOpenedSong(song?.id ?? null, shareToken);
  // A schedule entry's key: the chords as the entry plays them (the library's song unchanged).
  const inKey = useMemo(
    () => (opened.song ? songInKey(opened.song, songKey) : null),
    [opened.song, songKey],
  );
  useEffect(() => {
    if (!opened.failed) return;
    toast({ title: 'Error', description: SONG_DETAILS_FAILED, variant: 'destructive' });
    onClose();
  }, [opened.failed, toast, onClose]);
  return (
    <SongFullScreenView
      song={inKey}
      loadingTitle={song?.title}
      // A shared schedule's readers sing: chords start hidden there.
      chords={showChords ? 'chart' : 'lyrics'}
      open={Boolean(song) && !opened.failed}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
