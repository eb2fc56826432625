import type { ComponentPropsWithoutRef } from 'react';
import { CardBadgeRow, StackedCard } from './card';
import { Skeleton } from './skeleton';

/**
 * The loading placeholder of mf-songs' public song card (two badges, the title, two lines). Here
 * because the shell draws it too, in its first paint of the public songs page, and the two must
 * match. Hidden from assistive technology; extra props (a test id) go to the card.
 */
export function PublicSongCardSkeleton(props: ComponentPropsWithoutRef<'article'>) {
  return (
    <StackedCard {...props} aria-hidden="true">
      <CardBadgeRow>
        <Skeleton $width="2.5rem" $height="1.25rem" $radius="999px" />
        <Skeleton $width="5rem" $height="1.25rem" $radius="999px" />
      </CardBadgeRow>
      <Skeleton $width="70%" $height="1.5rem" />
      <Skeleton $width="45%" />
      <Skeleton $width="30%" />
    </StackedCard>
  );
}
