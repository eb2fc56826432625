import { useMutation } from '@apollo/client/react';
import { colors, fontSizes, radii, VisuallyHidden } from '@worship/design-system';
import { handleUnauthorized, useToast } from '@worship/shell-contract';
import { useState } from 'react';
import styled from 'styled-components';
import { StarIcon } from './icons';
import { RateScheduleDocument } from './rating.graphql';
import { RATING_FAILED, RATING_SUBMITTED } from './messages';

/** Spec §3/§9: a rating is 1 to 5 stars. */
export const STARS = [1, 2, 3, 4, 5] as const;
const STAR_COLOR = '#d97706';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Stars = styled.div`
  display: inline-flex;
  gap: 0.125rem;
`;

const StarButton = styled.button<{ $filled: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: none;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${(p) => (p.$filled ? STAR_COLOR : colors.borderStrong)};
  cursor: pointer;
  svg {
    fill: ${(p) => (p.$filled ? STAR_COLOR : 'transparent')};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: progress;
  }
`;

const Summary = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  strong {
    color: ${colors.text};
  }
`;

export const votesLabel = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

export interface RatingControlProps {
  scheduleId: string;
  averageRating: number;
  totalVotes: number;
  /** The viewer's own rating (shown until they hover another star); null when not rated. */
  viewerRating: number | null | undefined;
}

/**
 * Spec §2/§4 rating control: five stars; hovering (or focusing) a star previews that rating,
 * clicking submits it. Shows the average with one decimal and the number of votes.
 */
export function RatingControl({
  scheduleId,
  averageRating,
  totalVotes,
  viewerRating,
}: RatingControlProps) {
  const { toast } = useToast();
  const [preview, setPreview] = useState<number | null>(null);
  const [rate, { loading }] = useMutation(RateScheduleDocument);
  const shown = preview ?? viewerRating ?? 0;

  async function submit(rating: number) {
    try {
      await rate({ variables: { scheduleId, rating } });
      toast(RATING_SUBMITTED);
    } catch (error) {
      if (!handleUnauthorized(error)) toast(RATING_FAILED);
    }
  }

  return (
    <Row>
      <Stars role="group" aria-label="Rate this schedule" onMouseLeave={() => setPreview(null)}>
        {STARS.map((n) => (
          <StarButton
            key={n}
            type="button"
            $filled={n <= shown}
            data-filled={n <= shown}
            aria-label={`Rate ${n} ${n === 1 ? 'star' : 'stars'}`}
            aria-pressed={viewerRating === n}
            disabled={loading}
            onMouseEnter={() => setPreview(n)}
            onFocus={() => setPreview(n)}
            onBlur={() => setPreview(null)}
            onClick={() => void submit(n)}
          >
            <StarIcon />
          </StarButton>
        ))}
      </Stars>
      <Summary>
        <VisuallyHidden>Average rating </VisuallyHidden>
        <strong>{averageRating.toFixed(1)}</strong> ({votesLabel(totalVotes)})
      </Summary>
    </Row>
  );
}
