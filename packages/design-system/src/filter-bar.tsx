import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from './tokens';

const Bar = styled.form`
  display: grid;
  gap: 1rem;
  align-items: end;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

export interface FilterBarProps {
  /** Names the search landmark, e.g. "Filter songs". */
  label: string;
  /** From md up, one row: a search field (twice as wide), two selects and a button. */
  children: ReactNode;
}

/**
 * Filters that apply as they change, as a search landmark. It never submits: Enter in the search
 * field must not reload the page.
 */
export function FilterBar({ label, children }: FilterBarProps) {
  return (
    <Bar role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </Bar>
  );
}
