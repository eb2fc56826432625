import {
  Button,
  buttonStyles,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  colors,
  fontSizes,
  Skeleton,
  VisuallyHidden,
  type ButtonStyleProps,
} from '@worship/design-system';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Header = styled(CardHeader)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** A card's 'View all' link: a small ghost button in the primary colour, at the title's right. */
export const ViewAllLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  color: ${colors.primary};
`;

const Empty = styled.p`
  padding: 1.25rem;
  text-align: center;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Failed = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
`;

export interface InsightCardProps {
  title: string;
  /** A line under the title (e.g. the period counted). */
  description?: string;
  /** A link at the right of the title, e.g. 'View all'. */
  action?: ReactNode;
  loading: boolean;
  /** The figures could not be read (nothing cached either): a message and Retry. */
  failed: boolean;
  onRetry: () => void;
  /** The empty-state text, when there is nothing to show. */
  empty?: string | null;
  /** How many placeholder rows to draw while loading. */
  skeletonRows?: number;
  /** The card's content, given the id of its title (to label lists by). */
  children: (titleId: string) => ReactNode;
}

/**
 * A statistics card (spec §4 "Data cards": loading skeleton, empty, populated): a titled region
 * whose content is skeleton rows while loading, an alert with Retry when the figures could not be
 * read, the empty-state text, or the figures.
 */
export function InsightCard({
  title,
  description,
  action,
  loading,
  failed,
  onRetry,
  empty,
  skeletonRows = 4,
  children,
}: InsightCardProps) {
  const titleId = useId();

  function content() {
    if (loading) {
      return (
        <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
          <VisuallyHidden role="status">{`Loading ${title}...`}</VisuallyHidden>
          {Array.from({ length: skeletonRows }, (_, i) => (
            <Skeleton key={i} $height="3rem" />
          ))}
        </div>
      );
    }
    if (failed) {
      return (
        <Failed role="alert">
          <p>Could not load statistics.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </Failed>
      );
    }
    if (empty) return <Empty>{empty}</Empty>;
    return children(titleId);
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Header>
        <div style={{ display: 'grid', gap: '0.25rem' }}>
          <CardTitle id={titleId}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </Header>
      <CardContent>{content()}</CardContent>
    </Card>
  );
}
