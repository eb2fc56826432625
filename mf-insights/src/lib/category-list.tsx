import { colors, fontSizes, radii } from '@worship/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import type { CategoryStat } from './group-stats.graphql';
import { barPercent, categoryColor, songsLabel } from './stats';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.375rem;
  font-size: ${fontSizes.sm};
  .name {
    flex: 1;
    min-width: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .count {
    flex: none;
    color: ${colors.textMuted};
  }
`;

const Dot = styled.span`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
`;

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${radii.full};
  background: ${colors.surfaceMuted};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    border-radius: inherit;
  }
`;

function CategoryItem({ category, largest }: { category: CategoryStat; largest: number }) {
  const nameId = useId();
  const color = categoryColor(category.color);
  return (
    <li>
      <Row>
        <Dot aria-hidden="true" style={{ background: color }} />
        <span className="name" id={nameId}>
          {category.name}
        </span>
        <span className="count">{songsLabel(category.songCount)}</span>
      </Row>
      {/* The bar is a meter named by the category: 0 to the largest count shown beside it. */}
      <Track
        role="meter"
        aria-labelledby={nameId}
        aria-valuemin={0}
        aria-valuemax={largest}
        aria-valuenow={category.songCount}
        aria-valuetext={songsLabel(category.songCount)}
      >
        <span style={{ width: `${barPercent(category.songCount, largest)}%`, background: color }} />
      </Track>
    </li>
  );
}

/**
 * Categories with a colour dot, their name, 'N songs' and a bar scaled to the largest song count
 * in the list (spec §2: the dashboard's Category Overview and the Statistics page).
 */
export function CategoryList({
  categories,
  labelledBy,
}: {
  categories: readonly CategoryStat[];
  labelledBy: string;
}) {
  const largest = Math.max(0, ...categories.map((c) => c.songCount));
  return (
    <List aria-labelledby={labelledBy}>
      {categories.map((category) => (
        <CategoryItem key={category.name} category={category} largest={largest} />
      ))}
    </List>
  );
}
