import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Card,
  PageStack,
  PlusIcon,
  Skeleton,
  buttonStyles,
  colors,
  type ButtonStyleProps,
  fontSizes,
  radii,
} from '@worship/design-system';
import { htmlLang, languageCode, languageName, categoryColor } from '@worship/common';
import { songCountLabel, useHandleUnauthorized } from '@worship/shell-contract';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AddSongsDialog } from '../lib/add-songs-dialog';
import { entryKey } from '../lib/entry-key';
import { PencilIcon, PrinterIcon } from '../lib/icons';
import { isRemoved, RemovedBadge } from '../lib/removed-badge';
import { PageNotice } from '../lib/page-notice';
import { RatingControl } from '../lib/rating-control';
import { DateFact, Fact, ScheduleHeader } from '../lib/schedule-header';
import { FactList, numberedSongRow, SongTitleButton } from '../lib/song-row.styles';
import { SortableSongList } from '../lib/sortable-song-list';
import { EditScheduleDialog, songTitle } from '../lib/edit-schedule-dialog';
import { ScheduleDocument, type ScheduleSong } from '../lib/schedule.graphql';
import { useScheduleSongActions } from '../lib/use-schedule-song-actions';
import { useShareSchedule } from '../lib/use-share-schedule';
import { hasErrorCode } from '../lib/errors';
import { languageColor } from '../lib/language-color';
import { SCHEDULE_NOT_FOUND } from '../lib/messages';
import { firstLyricLines } from '../lib/song-text';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSongView } from '../lib/use-song-view';
import { ArrangementControl } from './arrangement-dialog';
import { EntryKeySelect } from './entry-key-select';
import { SundayCard } from './sunday-card';

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const BackLink = styled(Link)`
  justify-self: start;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Summary = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
`;

const SongsSection = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 {
    font-size: ${fontSizes.xl};
    font-weight: 600;
  }
`;

const SongRow = styled.div`
  ${numberedSongRow}
  gap: 0.75rem;
  padding: 0.875rem 1rem 0.875rem 0.5rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  .badges,
  .details {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem 1rem;
    align-items: center;
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
  .badges {
    gap: 0.375rem;
  }
  .details {
    margin: 0;
  }
  .details div {
    display: inline-flex;
    gap: 0.25rem;
  }
  .details dd {
    margin: 0;
    color: ${colors.text};
  }
  .lyrics {
    white-space: pre-line;
    font-size: ${fontSizes.sm};
    color: ${colors.text};
  }
`;

const Title = styled.p`
  font-size: ${fontSizes.md};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Missing = styled.p`
  color: ${colors.textMuted};
  font-style: italic;
`;

const Empty = styled.p`
  padding: 1.5rem;
  text-align: center;
  color: ${colors.textMuted};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
`;

function DetailSkeleton() {
  return (
    <PageStack aria-busy="true">
      <Skeleton $height="1rem" $width="8rem" />
      <Skeleton $height="2.25rem" $width="50%" />
      <Skeleton $height="4rem" />
      <Skeleton $height="5rem" />
      <Skeleton $height="5rem" />
    </PageStack>
  );
}

function ScheduleSongRow({
  scheduleId,
  entry,
  index,
  handle,
  onOpen,
}: {
  scheduleId: string;
  entry: ScheduleSong & { title: string };
  index: number;
  handle: ReactNode;
  onOpen: (entry: ScheduleSong) => void;
}) {
  const song = entry.song;
  const lines = song ? firstLyricLines(song.lyricsExcerpt) : '';
  // A song deleted from the library: still listed and counted, no longer opened or re-keyed.
  const removed = isRemoved(song);
  const key = entryKey(entry);
  return (
    <SongRow>
      {handle}
      <span className="number">{index + 1}</span>
      <div className="body">
        {!song ? (
          <Missing>{entry.title}: this song is not available to you.</Missing>
        ) : removed ? (
          <Title lang={htmlLang(song.language)}>{entry.title}</Title>
        ) : (
          <SongTitleButton lang={htmlLang(song.language)} onClick={() => onOpen(entry)}>
            {entry.title}
          </SongTitleButton>
        )}
        {song && (
          <>
            <div className="badges">
              {removed && <RemovedBadge />}
              <Badge tint={languageColor(song.language)} title={languageName(song.language)}>
                {languageCode(song.language)}
              </Badge>
              {song.category && (
                <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
              )}
            </div>
            <div className="details">
              {!removed && (
                <EntryKeySelect
                  scheduleId={scheduleId}
                  songId={entry.songId}
                  title={entry.title}
                  entryKey={entry.key ?? null}
                  songKey={song.key ?? null}
                />
              )}
              {!removed && (
                <ArrangementControl
                  scheduleId={scheduleId}
                  songId={entry.songId}
                  title={entry.title}
                  entryOrder={entry.sectionOrder ?? null}
                />
              )}
              {(removed ? key : null) || song.tempo != null || song.artist ? (
                <dl className="details">
                  {removed && key && (
                    <div>
                      <dt>Key:</dt>
                      <dd>{key}</dd>
                    </div>
                  )}
                  {song.tempo != null && (
                    <div>
                      <dt>Tempo:</dt>
                      <dd>{`${song.tempo} BPM`}</dd>
                    </div>
                  )}
                  {song.artist && (
                    <div>
                      <dt>Artist:</dt>
                      <dd>{song.artist}</dd>
                    </div>
                  )}
                </dl>
              ) : null}
            </div>
            {lines && (
              <p className="lyrics" lang={htmlLang(song.language)}>
                {lines}
              </p>
            )}
          </>
        )}
      </div>
    </SongRow>
  );
}

/** /schedules/:id (spec §2 "Schedule detail"): the schedule, its songs in order, and their lyrics. */
export default function ScheduleDetailPage() {
  const { id = '' } = useParams();
  const songsHeadingId = useId();
  const share = useShareSchedule();
  const songView = useSongView();
  const [editOpen, setEditOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);

  const { data, loading, error, refetch } = useQuery(ScheduleDocument, { variables: { id } });
  useHandleUnauthorized(error);
  const schedule = data?.schedule;
  useDocumentTitle(schedule?.name);
  const serverSongs = [...(schedule?.songs ?? [])].sort((a, b) => a.order - b.order);
  const actions = useScheduleSongActions(
    id,
    serverSongs.map((entry) => entry.songId),
  );

  if (loading && !data) return <DetailSkeleton />;

  const back = <BackLink to="/schedules">← Back to Schedules</BackLink>;
  const notFound =
    (data && !schedule) ||
    hasErrorCode(error, 'NOT_FOUND') ||
    hasErrorCode(error, 'BAD_USER_INPUT');
  if (!schedule) {
    return (
      <PageStack>
        {back}
        {notFound ? (
          <PageNotice title="Schedule not found" message={SCHEDULE_NOT_FOUND} />
        ) : (
          <PageNotice
            title="Could not load the schedule"
            message="Check your connection and try again."
            action={
              <Button variant="outline" onClick={() => void refetch().catch(() => {})}>
                Retry
              </Button>
            }
          />
        )}
      </PageStack>
    );
  }

  const songs = actions
    .arrange(serverSongs)
    .map((entry) => ({ ...entry, title: songTitle(entry) }));

  return (
    <PageStack>
      {back}
      <ScheduleHeader
        schedule={schedule}
        onShare={() => void share({ shareToken: schedule.shareToken })}
      >
        <ButtonLink to={`/schedules/${schedule.id}/print`} $variant="outline">
          <PrinterIcon />
          Print
        </ButtonLink>
        <Button
          variant="outline"
          icon={<PencilIcon />}
          aria-haspopup="dialog"
          onClick={() => setEditOpen(true)}
        >
          Edit Schedule
        </Button>
        <Button
          icon={<PlusIcon size={16} />}
          aria-haspopup="dialog"
          onClick={() => setAddOpen(true)}
        >
          Add Songs
        </Button>
      </ScheduleHeader>
      <Summary>
        <FactList aria-label="Schedule details">
          <DateFact term="Created" date={schedule.createdAt} />
          <DateFact term="Updated" date={schedule.updatedAt} />
          <Fact term="Songs">{songCountLabel(schedule.songCount)}</Fact>
          <Fact term="Access">{schedule.isPublic ? 'Public' : 'Group only'}</Fact>
        </FactList>
        <RatingControl
          scheduleId={schedule.id}
          averageRating={schedule.rating.averageRating}
          totalVotes={schedule.rating.totalVotes}
          viewerRating={schedule.viewerRating}
        />
      </Summary>

      <SundayCard
        scheduleId={schedule.id}
        isPublic={schedule.isPublic}
        shareToken={schedule.shareToken}
      />

      <SongsSection aria-labelledby={songsHeadingId}>
        <h2 id={songsHeadingId}>Songs</h2>
        {songs.length === 0 ? (
          <Empty>No songs in this schedule yet.</Empty>
        ) : (
          <SortableSongList
            songs={songs}
            label="Songs in order"
            onMove={(entry, order) => actions.move(entry.songId, order)}
            renderSong={(entry, index, handle) => (
              <ScheduleSongRow
                scheduleId={schedule.id}
                entry={entry}
                index={index}
                handle={handle}
                onOpen={(entry) =>
                  songView.open({
                    id: entry.songId,
                    title: songTitle(entry),
                    songKey: entryKey(entry),
                  })
                }
              />
            )}
          />
        )}
      </SongsSection>

      {songView.view}
      {editOpen && (
        <EditScheduleDialog
          schedule={schedule}
          open
          onOpenChange={(open) => {
            if (!open) setEditOpen(false);
          }}
        />
      )}
      <AddSongsDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        schedule={{
          id: schedule.id,
          name: schedule.name,
          groupId: schedule.groupId,
          songs: schedule.songs,
        }}
      />
    </PageStack>
  );
}
