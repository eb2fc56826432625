import { Card, CardContent, CardHeader, CardTitle, media, Skeleton } from '@worship/design-system';
import styled from 'styled-components';

const StatsRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * What a remote dashboard section shows while its code downloads: the card it will be, titled,
 * with skeleton rows (the remote's own loading state looks the same, so nothing jumps).
 */
export function CardPlaceholder({ title, rows }: { title: string; rows: number }) {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent style={{ display: 'grid', gap: '0.5rem' }}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} $height="3.5rem" />
        ))}
      </CardContent>
    </Card>
  );
}

/** The stats row while mf-insights downloads: four card-sized skeletons. */
export function StatsRowPlaceholder() {
  return (
    <StatsRow aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} $height="5.5rem" $radius="0.75rem" />
      ))}
    </StatsRow>
  );
}
