import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it('uses initials of first and last name, else ?', () => {
    expect(initials('Grace', 'Hopper')).toBe('GH');
    expect(initials('grace', null)).toBe('G');
    expect(initials(null, undefined)).toBe('?');
  });

  it('shows the image when there is one, initials otherwise', () => {
    const { rerender } = render(
      <Avatar label="Grace Hopper" firstName="Grace" lastName="Hopper" />,
    );
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
    rerender(<Avatar label="Grace Hopper" src="/me.png" firstName="Grace" lastName="Hopper" />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/me.png');
  });
});
