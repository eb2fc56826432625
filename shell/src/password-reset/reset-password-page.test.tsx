import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserProvider } from '@worship/shell-contract';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const refresh = vi.fn(async () => {});
  render(
    <CurrentUserProvider
      value={{ user: null, loading: false, isAuthenticated: false, refresh, setUser: vi.fn() }}
    >
      <MemoryRouter initialEntries={['/reset-password/tok123']}>
        <Routes>
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </CurrentUserProvider>,
  );
  return { refresh };
}

describe('ResetPasswordPage', () => {
  it('names the account, refuses a short password, then sets the new one and points to sign-in', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'GET')
        return json(200, {
          email: 'anna@example.com',
          firstName: 'Anna',
          expiresAt: '2026-03-02T10:00:00.000Z',
        });
      return json(200, { message: 'Password changed. Sign in with your new password.' });
    });
    const { refresh } = renderPage(fetchMock);
    expect(
      await screen.findByText('Choose a new password for anna@example.com.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/password-reset/tok123',
      expect.objectContaining({ method: 'GET' }),
    );

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('New password'), ' and longer');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password was changed and every session of the account was signed out.',
    );
    const [, post] = fetchMock.mock.calls[1]!;
    expect(JSON.parse(String(post?.body))).toEqual({
      token: 'tok123',
      newPassword: 'short and longer',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the server's reason when the link is used or expired, with no form", async () => {
    renderPage(
      vi.fn(async () => json(400, { message: 'This password reset link has already been used.' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link has already been used.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
