import styled from 'styled-components';
import { colors, fontSizes, radii, shadows } from './tokens';

export const Card = styled.div`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
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
