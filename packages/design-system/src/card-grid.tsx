import styled, { css } from 'styled-components';
import { media } from './tokens';

const threeColumnsOnLargeScreens = css`
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * A list of cards, one per <li>: one column, two from md, three from lg. `$maxColumns={2}` stops at
 * two (inside a dialog); render `as="ol"` where the order means something.
 */
export const CardGrid = styled.ul<{ $maxColumns?: 2 | 3 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${(p) => (p.$maxColumns === 2 ? '' : threeColumnsOnLargeScreens)}
`;
