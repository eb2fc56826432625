import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingCardGrid } from './loading-card-grid';

describe('LoadingCardGrid', () => {
  it('announces one status and hides its placeholder cards from assistive technology', () => {
    const { container } = render(
      <LoadingCardGrid status="Loading songs..." placeholder={<p data-testid="placeholder" />} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading songs...');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByTestId('placeholder')).toHaveLength(6);
  });

  it('repeats the placeholder as often as asked', () => {
    render(<LoadingCardGrid status="Loading..." placeholder={<p data-testid="p" />} count={2} />);
    expect(screen.getAllByTestId('p')).toHaveLength(2);
  });
});
