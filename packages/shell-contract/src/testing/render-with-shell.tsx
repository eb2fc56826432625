import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ActiveGroupContext, CurrentUserProvider, GroupsProvider } from '../contexts';
import { useToast } from '../toast';
import type { CurrentUser, Group } from '../types';

export const TEST_USER: CurrentUser = {
  id: 'user-1',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  profileImageUrl: null,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  languageOrder: 'english,malayalam,tamil,hindi',
};

/** The toasts currently raised through the shell contract, as plain text. */
function ToastProbe() {
  const { toasts } = useToast();
  return (
    <section aria-label="Notifications">
      <ul aria-label="Toasts">
        {toasts.map((toast) => (
          <li key={toast.id} data-variant={toast.variant}>
            <span>{toast.title}</span>
            {toast.description && <span>{toast.description}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function ActiveGroupState({
  initial,
  children,
}: {
  initial: string | null;
  children: ReactElement;
}) {
  const [activeGroupId, setActiveGroupId] = useState(initial);
  return (
    <ActiveGroupContext.Provider value={{ activeGroupId, setActiveGroupId }}>
      {children}
    </ActiveGroupContext.Provider>
  );
}

/** The toast list (queried with `hidden`: an open modal hides the rest of the page from the a11y tree). */
export function toastList(): HTMLElement {
  return screen.getByRole('list', { name: 'Toasts', hidden: true });
}

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** null = signed out. */
  user?: CurrentUser | null;
  userLoading?: boolean;
  groups?: Group[];
  activeGroupId?: string | null;
  /** Initial URL and the route pattern the UI is mounted on. */
  route?: string;
  path?: string;
  refetchGroups?: () => Promise<unknown>;
}

/**
 * Renders `ui` as the shell mounts a remote's page: Apollo mocks, a memory router (`ui` on `path`,
 * at `route`; both `/` unless given), the shell-contract providers and the raised toasts.
 */
export function renderWithShell(ui: ReactElement, options: RenderOptions = {}) {
  const {
    mocks = [],
    user = TEST_USER,
    userLoading = false,
    groups = [],
    activeGroupId = null,
    route = '/',
    path = '/',
    refetchGroups = vi.fn(async () => undefined),
  } = options;

  const result = render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      {/* MockedProvider renders a single child element only. */}
      <>
        <CurrentUserProvider
          value={{
            user,
            loading: userLoading,
            isAuthenticated: Boolean(user) && !userLoading,
            refresh: async () => {},
            setUser: () => {},
          }}
        >
          <GroupsProvider value={{ groups, loading: false, refetch: refetchGroups }}>
            <ActiveGroupState initial={activeGroupId}>
              <MemoryRouter initialEntries={[route]}>
                {/* The shell renders pages inside its <main> landmark. */}
                <main>
                  <Routes>
                    <Route path={path} element={ui} />
                    <Route path="*" element={<p>Other page</p>} />
                  </Routes>
                  <LocationProbe />
                </main>
              </MemoryRouter>
            </ActiveGroupState>
          </GroupsProvider>
        </CurrentUserProvider>
        <ToastProbe />
      </>
    </MockedProvider>,
  );
  return { ...result, refetchGroups };
}
