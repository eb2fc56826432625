import styled, { css } from 'styled-components';
import { colors, fontSizes, radii, shadows } from './tokens';

const surface = css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
`;

export const Card = styled.div`
  ${surface}
`;

/** A card of a CardGrid whose content is rows one under the other (badges, title, lines). */
export const StackedCard = styled.article`
  ${surface}
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding: 1.25rem;
`;

/** The row of badges at the top of a card; it wraps when they do not fit on one line. */
export const CardBadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const CardHeader = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 1.25rem 1.25rem 0;
`;

/** An h2 by default; pass `as="h3"` etc. to keep the page outline right. */
export const CardTitle = styled.h2`
  font-size: ${fontSizes.lg};
  font-weight: 600;
`;

export const CardDescription = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export const CardContent = styled.div`
  padding: 1.25rem;
`;

export const CardFooter = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0 1.25rem 1.25rem;
`;
