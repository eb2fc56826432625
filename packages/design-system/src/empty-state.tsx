import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, radii } from './tokens';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const IconWrap = styled.div`
  color: ${colors.textMuted};
  margin-bottom: 0.25rem;
`;

const Title = styled.h3`
  font-size: ${fontSizes.lg};
  font-weight: 600;
`;

const Description = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  max-width: 32rem;
`;

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading element for the title (keep the outline right); default h3. */
  headingAs?: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
}

/** "Nothing here yet" block with an optional call to action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingAs = 'h3',
  className,
}: EmptyStateProps) {
  return (
    <Box className={className}>
      {icon && <IconWrap aria-hidden="true">{icon}</IconWrap>}
      <Title as={headingAs}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <div style={{ marginTop: '0.5rem' }}>{action}</div>}
    </Box>
  );
}
