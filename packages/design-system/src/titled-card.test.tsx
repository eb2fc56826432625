import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledCard } from './titled-card';

describe('TitledCard', () => {
  it('heads its content with the title and the description under it', () => {
    render(
      <TitledCard title="Sessions" description="Where you are signed in.">
        <button type="button">Sign out everywhere</button>
      </TitledCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sessions' })).toBeInTheDocument();
    expect(screen.getByText('Where you are signed in.').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
  });

  it('draws no description line without one', () => {
    const { container } = render(<TitledCard title="Users">list</TitledCard>);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
