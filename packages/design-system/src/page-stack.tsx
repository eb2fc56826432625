import styled from 'styled-components';
import { media } from './tokens';

/**
 * A page's content inside the shell's <main>: its header, filters and lists one under the other,
 * 1.5rem apart. The shell's first paints use it too, so a remote's page lands where they drew it.
 */
export const PageStack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** A page's sections side by side from the lg breakpoint, one under the other below it. */
export const PageColumns = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
