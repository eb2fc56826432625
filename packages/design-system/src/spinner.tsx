import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: ${(p) => Math.max(2, Math.round(p.$size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

export interface SpinnerProps {
  /** Accessible name; default 'Loading'. */
  label?: string;
  size?: number;
  /** Decorative use (e.g. inside a busy button whose text already says what happens). */
  decorative?: boolean;
  className?: string;
}

/** A loading indicator with role=status and an accessible label. */
export function Spinner({
  label = 'Loading',
  size = 20,
  decorative = false,
  className,
}: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" className={className} />;
  return (
    <span role="status" aria-label={label} className={className} style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden="true" />
    </span>
  );
}
