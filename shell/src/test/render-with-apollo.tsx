import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { CurrentUserProvider, type CurrentUser } from '@worship/shell-contract';
import { TEST_USER } from '@worship/shell-contract/testing';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** The remotes' test user, as a site administrator (the API keys are theirs only). */
export const ADMIN: CurrentUser = {
  ...TEST_USER,
  id: 'u1',
  isAdmin: true,
  createdAt: '2025-01-15T12:00:00.000Z',
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
