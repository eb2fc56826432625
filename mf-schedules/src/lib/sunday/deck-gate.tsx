import { Button, PageStack, Skeleton } from '@worship/design-system';
import type { ReactNode } from 'react';
import { SCHEDULE_NOT_FOUND, SHARED_SCHEDULE_INVALID } from '../messages';
import { PageNotice } from '../page-notice';
import type { Deck } from './deck';
import type { DeckStatus } from './use-deck';

/**
 * A live view's schedule once it is there: a placeholder while it loads, the not-found notice
 * (a non-member, a link no longer public), or a failure with nothing kept on the device.
 */
export function DeckGate({
  deck,
  status,
  shared = false,
  children,
}: {
  deck: Deck | null;
  status: DeckStatus;
  shared?: boolean;
  children: (deck: Deck) => ReactNode;
}) {
  if (deck) return children(deck);
  if (status === 'loading') {
    return (
      <PageStack aria-busy="true" style={{ padding: '1.5rem' }}>
        <Skeleton $height="2.25rem" $width="50%" />
        <Skeleton $height="20rem" />
      </PageStack>
    );
  }
  return (
    <PageStack style={{ padding: '1.5rem' }}>
      {status === 'not-found' ? (
        <PageNotice
          title={shared ? 'Schedule not available' : 'Schedule not found'}
          message={shared ? SHARED_SCHEDULE_INVALID : SCHEDULE_NOT_FOUND}
        />
      ) : (
        <PageNotice
          title="Could not load the schedule"
          message="Check your connection and try again. Once opened online, a schedule opens on this device without a network."
          action={<Button onClick={() => window.location.reload()}>Retry</Button>}
        />
      )}
    </PageStack>
  );
}
