import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicSongCardSkeleton } from './public-song-card-skeleton';

describe('PublicSongCardSkeleton', () => {
  it('is hidden from assistive technology and keeps the props it is given', () => {
    render(<PublicSongCardSkeleton data-testid="song-card-skeleton" />);
    const card = screen.getByTestId('song-card-skeleton');
    expect(card.tagName).toBe('ARTICLE');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
