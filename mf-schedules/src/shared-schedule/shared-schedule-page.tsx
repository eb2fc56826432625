import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Card,
  PageStack,
  Skeleton,
  buttonStyles,
  colors,
  fontSizes,
  type ButtonStyleProps,
} from '@worship/design-system';
import { htmlLang, languageCode, languageName, categoryColor } from '@worship/common';
import { EXCERPT_LENGTH, lyricExcerpt, songCountLabel } from '@worship/shell-contract';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageNotice } from '../lib/page-notice';
import { DateFact, Fact, ScheduleHeader } from '../lib/schedule-header';
import { FactList, numberedSongRow, SongTitleButton } from '../lib/song-row.styles';
import { useShareSchedule } from '../lib/use-share-schedule';
import { hasErrorCode } from '../lib/errors';
import { SHARED_SCHEDULE_INVALID } from '../lib/messages';
import { PRODUCT_NAME, useDocumentTitle } from '../lib/use-document-title';
import { SharedScheduleDocument, type SharedScheduleSong } from './shared-schedule.graphql';
import { useSongView } from '../lib/use-song-view';
import { isRemoved, RemovedBadge } from '../lib/removed-badge';

export const NO_LYRICS = 'No lyrics available';
export const UNAVAILABLE_SONG = 'Song unavailable';

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const SongList = styled.ol`
  display: grid;
  gap: 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SongItem = styled(Card).attrs({ as: 'li' })`
  ${numberedSongRow}
  gap: 1rem;
  padding: 1rem 1.25rem;
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.375rem 0.75rem;
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
  .excerpt {
    font-size: ${fontSizes.sm};
  }
  .muted {
    color: ${colors.textMuted};
  }
`;

const Credit = styled.footer`
  padding: 1.5rem 0 0.5rem;
  border-top: 1px solid ${colors.border};
  text-align: center;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  a {
    color: ${colors.primary};
    font-weight: 600;
  }
`;

function SharedSongItem({
  entry,
  onOpen,
}: {
  entry: SharedScheduleSong;
  onOpen: (entry: SharedScheduleSong) => void;
}) {
  const song = entry.song;
  if (!song) {
    // A song songs no longer has (the schedule shares every song it holds): its place, no more.
    return (
      <SongItem>
        <span className="number">{entry.order}</span>
        <div className="body">
          <p className="muted">
            <strong>{UNAVAILABLE_SONG}</strong>
          </p>
          <p className="excerpt muted">This song is no longer available.</p>
        </div>
      </SongItem>
    );
  }
  const excerpt = lyricExcerpt(song.lyricsExcerpt, EXCERPT_LENGTH);
  return (
    <SongItem>
      <span className="number">{entry.order}</span>
      <div className="body">
        <SongTitleButton lang={htmlLang(song.language)} onClick={() => onOpen(entry)}>
          {song.title}
        </SongTitleButton>
        <div className="meta">
          {isRemoved(song) && <RemovedBadge />}
          <Badge variant="secondary" title={languageName(song.language)}>
            {languageCode(song.language)}
          </Badge>
          {song.author && <span>{song.author}</span>}
          {song.category && (
            <Badge tint={categoryColor(song.category.color)}>{song.category.name}</Badge>
          )}
        </div>
        {excerpt ? (
          <p className="excerpt" lang={htmlLang(song.language)}>
            {excerpt}
          </p>
        ) : (
          <p className="excerpt muted">{NO_LYRICS}</p>
        )}
      </div>
    </SongItem>
  );
}

/** /schedules/share/:token (spec §2 "Shared schedule page"): a public schedule, for anyone. */
export default function SharedSchedulePage() {
  const { token = '' } = useParams();
  const songsHeadingId = useId();
  const share = useShareSchedule();
  // Singers read a shared schedule: lyrics only until they show the chords (issue 17).
  const songView = useSongView(token, false);
  const { data, loading, error } = useQuery(SharedScheduleDocument, {
    variables: { shareToken: token },
  });
  const schedule = data?.sharedSchedule;
  useDocumentTitle(schedule?.name ?? (data || error ? 'Shared schedule' : null));

  if (loading && !data) {
    return (
      <PageStack aria-busy="true">
        <Skeleton $height="2.25rem" $width="50%" />
        <Skeleton $height="1rem" $width="30%" />
        <Skeleton $height="5rem" />
        <Skeleton $height="5rem" />
      </PageStack>
    );
  }

  if (!schedule) {
    return (
      <PageStack>
        <PageNotice
          title="Schedule not available"
          message={
            error && !hasErrorCode(error, 'NOT_FOUND') && !hasErrorCode(error, 'BAD_USER_INPUT')
              ? 'Could not load the schedule. Check your connection and try again.'
              : SHARED_SCHEDULE_INVALID
          }
          action={
            <ButtonLink to="/songs/public" $variant="primary">
              Browse Public Songs
            </ButtonLink>
          }
        />
      </PageStack>
    );
  }

  const songs = [...schedule.songs].sort((a, b) => a.order - b.order);

  return (
    <PageStack>
      <ScheduleHeader
        schedule={schedule}
        onShare={() => void share({ url: window.location.href })}
      />
      <FactList aria-label="Schedule details">
        <Fact term="Songs">{songCountLabel(schedule.songCount)}</Fact>
        <DateFact term="Created" date={schedule.createdAt} />
      </FactList>
      <section aria-labelledby={songsHeadingId} style={{ display: 'grid', gap: '0.75rem' }}>
        <h2 id={songsHeadingId} style={{ fontSize: fontSizes.xl, fontWeight: 600 }}>
          Songs
        </h2>
        {songs.length === 0 ? (
          <p>This schedule has no songs yet.</p>
        ) : (
          <SongList aria-labelledby={songsHeadingId}>
            {songs.map((entry) => (
              <SharedSongItem
                key={entry.id}
                entry={entry}
                onOpen={(entry) =>
                  songView.open({
                    id: entry.songId,
                    title: entry.song?.title ?? '',
                    songKey: entry.key,
                  })
                }
              />
            ))}
          </SongList>
        )}
      </section>
      <Credit>
        Shared with {PRODUCT_NAME}, the song library and schedule planner for worship teams.{' '}
        <Link to="/songs/public">Browse public songs</Link>
      </Credit>
      {songView.view}
    </PageStack>
  );
}
