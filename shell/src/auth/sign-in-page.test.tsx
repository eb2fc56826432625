import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_USER } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../test/render-auth-page';
import { SignInPage } from './sign-in-page';

const user = TEST_USER;

const renderAt = (url: string) => renderAuthPage(<SignInPage />, '/login', url);

afterEach(() => vi.unstubAllGlobals());

describe('SignInPage', () => {
  it('validates before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Invalid email or password."}', { status: 401 })),
    );
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('POSTs JSON to /api/login and goes to a safe redirect target', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(user), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const auth = renderAt('/login?redirect=%2Fgroups%2Fjoin%2Fabc');
    await userEvent.type(screen.getByLabelText('Email'), ' grace@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('at /groups/join/abc')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ email: 'grace@example.com', password: 'secret-pass' }),
      }),
    );
    expect(auth.setUser).toHaveBeenCalledWith(user);
  });

  it('ignores a redirect to another origin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })),
    );
    renderAt('/login?redirect=%2F%2Fevil.example');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('links to the sign-up page, keeping the redirect', () => {
    renderAt('/login?redirect=%2Fprofile');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fprofile',
    );
  });
});
