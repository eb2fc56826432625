import {
  Badge,
  ClockIcon,
  IconButton,
  ShareIcon,
  StackedCard,
  TrashIcon,
  colors,
  fontSizes,
} from '@worship/design-system';
import {
  displayName,
  formatDate,
  formatRelativeAge,
  songCountLabel,
} from '@worship/shell-contract';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { describeService } from '../lib/service-when';
import styled from 'styled-components';
import { PencilIcon } from '../lib/icons';
import { RatingControl } from '../lib/rating-control';
import { songTitle } from '../lib/edit-schedule-dialog';
import type { ScheduleSummary } from '../lib/schedule.graphql';

/** Spec §9: a card lists the first 6 songs. */
export const CARD_SONG_LIMIT = 6;

export const moreSongsLabel = (n: number) => `+${n} more ${n === 1 ? 'song' : 'songs'}`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${colors.text};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  h3 a:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Muted = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Songs = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  font-size: ${fontSizes.sm};
  display: grid;
  gap: 0.125rem;
  li {
    overflow-wrap: anywhere;
  }
`;

const Updated = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 0.25rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.border};
`;

const Actions = styled.div`
  display: flex;
  gap: 0.25rem;
`;

export interface ScheduleCardProps {
  schedule: ScheduleSummary;
  onShare: (schedule: ScheduleSummary) => void;
  onEdit: (schedule: ScheduleSummary) => void;
  onDelete: (schedule: ScheduleSummary) => void;
}

/** Spec §2 Schedules page card. */
export function ScheduleCard({ schedule, onShare, onEdit, onDelete }: ScheduleCardProps) {
  const titleId = useId();
  const songs = [...schedule.songs].sort((a, b) => a.order - b.order);
  const more = schedule.songCount - Math.min(songs.length, CARD_SONG_LIMIT);
  return (
    <StackedCard aria-labelledby={titleId}>
      <Header>
        <h3 id={titleId}>
          <Link to={`/schedules/${schedule.id}`}>{schedule.name}</Link>
        </h3>
        {schedule.isPublic && <Badge variant="success">Public</Badge>}
      </Header>
      <Muted>
        Service{' '}
        <time dateTime={schedule.serviceDate}>
          {describeService(schedule.serviceDate, schedule.serviceTimes)}
        </time>
      </Muted>
      <Muted>{songCountLabel(schedule.songCount)}</Muted>
      {songs.length > 0 && (
        <Songs aria-label={`Songs in ${schedule.name}`}>
          {songs.slice(0, CARD_SONG_LIMIT).map((entry) => (
            <li key={entry.id}>{songTitle(entry)}</li>
          ))}
        </Songs>
      )}
      {more > 0 && <Muted>{moreSongsLabel(more)}</Muted>}
      <Updated>
        <ClockIcon size={14} aria-hidden="true" />
        <span>
          Updated{' '}
          <time dateTime={schedule.updatedAt} title={formatDate(schedule.updatedAt)}>
            {formatRelativeAge(schedule.updatedAt)}
          </time>
        </span>
      </Updated>
      <Muted>
        Created by {displayName(schedule.creator)} on{' '}
        <time dateTime={schedule.createdAt}>{formatDate(schedule.createdAt)}</time>
      </Muted>
      <Footer>
        <RatingControl
          scheduleId={schedule.id}
          averageRating={schedule.rating.averageRating}
          totalVotes={schedule.rating.totalVotes}
          viewerRating={schedule.viewerRating}
        />
        <Actions>
          <IconButton
            size="sm"
            aria-label={`Share ${schedule.name}`}
            onClick={() => onShare(schedule)}
          >
            <ShareIcon size={16} />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={`Edit ${schedule.name}`}
            aria-haspopup="dialog"
            onClick={() => onEdit(schedule)}
          >
            <PencilIcon />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={`Delete ${schedule.name}`}
            aria-haspopup="dialog"
            onClick={() => onDelete(schedule)}
          >
            <TrashIcon size={16} />
          </IconButton>
        </Actions>
      </Footer>
    </StackedCard>
  );
}
