import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ActiveGroupProvider,
  useActiveGroup,
  useLanguageOrder,
  CurrentUserProvider,
} from './contexts';
import type { Group } from './types';

const group = (id: string): Group => ({
  id,
  name: `G${id}`,
  description: null,
  createdBy: 'u',
  createdAt: '',
  isOwner: true,
  memberCount: 1,
});

function ActiveProbe() {
  const { activeGroupId, setActiveGroupId } = useActiveGroup();
  return (
    <button type="button" onClick={() => setActiveGroupId('2')}>
      active:{activeGroupId ?? 'none'}
    </button>
  );
}

describe('ActiveGroupProvider', () => {
  it('defaults to the first group, follows choices and falls back when the choice disappears', async () => {
    const { rerender } = render(
      <ActiveGroupProvider groups={[]}>
        <ActiveProbe />
      </ActiveGroupProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('active:none');
    rerender(
      <ActiveGroupProvider groups={[group('1'), group('2')]}>
        <ActiveProbe />
      </ActiveGroupProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('active:1');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('active:2');
    rerender(
      <ActiveGroupProvider groups={[group('1')]}>
        <ActiveProbe />
      </ActiveGroupProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('active:1');
  });
});

function OrderProbe() {
  return <p>{useLanguageOrder().join(',')}</p>;
}

describe('useLanguageOrder', () => {
  it('reads the user order and defaults without a user', () => {
    const { rerender } = render(<OrderProbe />);
    expect(screen.getByText('english,malayalam,tamil,hindi')).toBeInTheDocument();
    const value = {
      user: {
        id: '1',
        firstName: null,
        lastName: null,
        email: null,
        profileImageUrl: null,
        isAdmin: false,
        createdAt: '',
        languageOrder: 'hindi,tamil,malayalam,english',
      },
      loading: false,
      isAuthenticated: true,
      refresh: async () => {},
      setUser: () => {},
    };
    rerender(
      <CurrentUserProvider value={value}>
        <OrderProbe />
      </CurrentUserProvider>,
    );
    expect(screen.getByText('hindi,tamil,malayalam,english')).toBeInTheDocument();
  });
});
