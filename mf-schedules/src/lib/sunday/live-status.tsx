import { colors, fontSizes, radii } from '@worship/design-system';
import styled from 'styled-components';
import type { DeckStatus } from './use-deck';
import type { StreamStatus } from './use-live-stream';

export const RECONNECTING = 'Reconnecting…';
export const OFFLINE_COPY = 'Offline: showing the copy saved on this device.';

const Message = styled.p<{ $tone: 'info' | 'warning' }>`
  margin: 0;
  padding: 0.25rem 0.625rem;
  border-radius: ${radii.md};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  background: ${(p) => (p.$tone === 'warning' ? colors.warningSoft : colors.primarySoft)};
  color: ${(p) => (p.$tone === 'warning' ? colors.onWarningSoft : colors.onPrimarySoft)};
  &:empty {
    display: none;
  }
`;

/** What the view follows, and whether it is still connected: one polite live region. */
export function liveStatusText({
  deckStatus,
  stream,
  following,
  leaderName,
}: {
  deckStatus: DeckStatus;
  stream: StreamStatus;
  following: boolean;
  leaderName: string | null;
}) {
  if (stream === 'reconnecting') return { tone: 'warning' as const, text: RECONNECTING };
  if (deckStatus === 'offline') return { tone: 'warning' as const, text: OFFLINE_COPY };
  if (following) {
    return { tone: 'info' as const, text: leaderName ? `Following ${leaderName}` : 'Following' };
  }
  return { tone: 'info' as const, text: '' };
}

export function LiveStatus(props: Parameters<typeof liveStatusText>[0] & { className?: string }) {
  const { tone, text } = liveStatusText(props);
  return (
    <Message role="status" $tone={tone} className={props.className}>
      {text}
    </Message>
  );
}
