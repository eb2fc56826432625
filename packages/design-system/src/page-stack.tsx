import styled from 'styled-components';

/**
 * A page's content inside the shell's <main>: its header, filters and lists one under the other,
 * 1.5rem apart. The shell's first paints use it too, so a remote's page lands where they drew it.
 */
export const PageStack = styled.div`
  display: grid;
  gap: 1.5rem;
`;
