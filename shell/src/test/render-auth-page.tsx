import { render } from '@testing-library/react';
import { CurrentUserProvider, type CurrentUserValue } from '@worship/shell-contract';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

/**
 * A signed-out auth page (`page` at `path`) opened at `url`; any other route prints
 * "at <pathname>" so a test sees where the page went. Returns the current-user value (`setUser`).
 */
export function renderAuthPage(page: ReactElement, path: string, url: string) {
  const auth: CurrentUserValue = {
    user: null,
    loading: false,
    isAuthenticated: false,
    refresh: async () => {},
    setUser: vi.fn(),
  };
  render(
    <CurrentUserProvider value={auth}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </CurrentUserProvider>,
  );
  return auth;
}
