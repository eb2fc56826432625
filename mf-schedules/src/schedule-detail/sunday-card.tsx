import {
  Button,
  Card,
  buttonStyles,
  colors,
  fontSizes,
  type ButtonStyleProps,
} from '@worship/design-system';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FollowLinkDialog } from '../lib/sunday/follow-link';

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Box = styled(Card)`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  h2 {
    margin: 0;
    font-size: ${fontSizes.lg};
    font-weight: 600;
  }
  p {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

/**
 * Sunday mode (issue 20) from the schedule: the projector's presenter, the musicians' stage view,
 * leading from this device (the presenter opened leading), and the congregation's follow link
 * with its QR code for a public schedule.
 */
export function SundayCard({
  scheduleId,
  isPublic,
  shareToken,
}: {
  scheduleId: string;
  isPublic: boolean;
  shareToken: string;
}) {
  const headingId = useId();
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Sunday mode</h2>
      <p>
        Present the schedule on the projector, on the musicians&apos; stands and on the
        congregation&apos;s phones, led from one device.
      </p>
      <div className="actions">
        <ButtonLink to={`/schedules/${scheduleId}/present?lead`} $variant="primary">
          Start leading
        </ButtonLink>
        <ButtonLink to={`/schedules/${scheduleId}/present`} $variant="outline">
          Present
        </ButtonLink>
        <ButtonLink to={`/schedules/${scheduleId}/stage`} $variant="outline">
          Stage view
        </ButtonLink>
        <Button variant="outline" aria-haspopup="dialog" onClick={() => setQrOpen(true)}>
          Follow link
        </Button>
      </div>
      <FollowLinkDialog
        open={qrOpen}
        onOpenChange={setQrOpen}
        isPublic={isPublic}
        shareToken={shareToken}
      />
    </Box>
  );
}
