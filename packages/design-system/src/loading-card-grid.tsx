import type { ReactNode } from 'react';
import { CardGrid } from './card-grid';
import { VisuallyHidden } from './visually-hidden';

export interface LoadingCardGridProps {
  /** Announced to screen readers while loading, e.g. "Loading songs...". */
  status: string;
  /** One placeholder card, repeated `count` times. */
  placeholder: ReactNode;
  /** Six by default: two full rows at the widest. */
  count?: number;
}

/**
 * What a CardGrid shows while its items load: placeholder cards for the eye (hidden from assistive
 * technology) and one status line for the ear.
 */
export function LoadingCardGrid({ status, placeholder, count = 6 }: LoadingCardGridProps) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      <CardGrid aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>{placeholder}</li>
        ))}
      </CardGrid>
    </div>
  );
}
