import styled, { keyframes } from 'styled-components';
import { colors, radii } from './tokens';

const pulse = keyframes`50% { opacity: 0.5; }`;

/** A placeholder block for loading content; hidden from assistive technology. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: string;
}>`
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '1rem'};
  border-radius: ${(p) => p.$radius ?? radii.md};
  background: ${colors.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
