import { colors, zIndices } from '@worship/design-system';
import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  left: 0.75rem;
  top: -4rem;
  z-index: ${zIndices.toast};
  padding: 0.5rem 1rem;
  border-radius: 0.5rem;
  background: ${colors.primary};
  color: #ffffff;
  font-weight: 600;
  &:focus {
    top: 0.75rem;
  }
`;

/** First focusable element: jumps over the navigation to <main id="main">. */
export function SkipLink() {
  return <Link href="#main">Skip to main content</Link>;
}
