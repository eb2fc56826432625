import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { CurrentUserProvider, type CurrentUser } from '@worship/shell-contract';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export const ADMIN: CurrentUser = {
  id: 'u1',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  profileImageUrl: null,
  isAdmin: true,
  createdAt: '2025-01-15T12:00:00.000Z',
  languageOrder: 'english,malayalam,tamil,hindi',
};

/** `ui` with Apollo mocks and the shell contract's current user; `operations` lists what was sent. */
export function renderWithApollo(
  ui: ReactElement,
  {
    mocks = [],
    user = ADMIN,
  }: { mocks?: ReadonlyArray<MockLink.MockedResponse>; user?: CurrentUser },
) {
  const operations: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? '');
    return forward(operation);
  });
  const setUser = vi.fn();
  const result = render(
    <MockedProvider
      link={ApolloLink.from([record, new MockLink(mocks, { defaultOptions: { delay: 0 } })])}
    >
      <CurrentUserProvider
        value={{ user, loading: false, isAuthenticated: true, refresh: async () => {}, setUser }}
      >
        {ui}
      </CurrentUserProvider>
    </MockedProvider>,
  );
  return { ...result, operations, setUser };
}
