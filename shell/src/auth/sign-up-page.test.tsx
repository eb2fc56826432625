import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_USER } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../test/render-auth-page';
import { SignUpPage } from './sign-up-page';

const renderAt = (url: string) => renderAuthPage(<SignUpPage />, '/signup', url);

const GRACE = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  password: 'long enough',
};

async function fillIn(values: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}) {
  await userEvent.type(screen.getByLabelText('First name'), values.firstName);
  await userEvent.type(screen.getByLabelText('Last name'), values.lastName);
  await userEvent.type(screen.getByLabelText('Email'), values.email);
  await userEvent.type(screen.getByLabelText('Password'), values.password);
}

afterEach(() => vi.unstubAllGlobals());

describe('SignUpPage', () => {
  it('says what is missing before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/signup');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters Password must be at least 8 characters',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message, and its per-field messages under the fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message: 'An account with this email already exists.',
              errors: { email: 'An account with this email already exists.' },
            }),
            { status: 409 },
          ),
      ),
    );
    renderAt('/signup');
    await fillIn(GRACE);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('POSTs the trimmed fields to /api/register and goes to a safe redirect target', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(TEST_USER), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const auth = renderAt('/signup?redirect=%2Fgroups%2Fjoin%2Fabc');
    // Padded as typed with stray spaces; the page trims names and e-mail, never the password.
    await fillIn({
      ...GRACE,
      firstName: ' Grace ',
      lastName: ' Hopper ',
      email: ' grace@example.com ',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('at /groups/join/abc')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/register',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          email: GRACE.email,
          password: GRACE.password,
          firstName: GRACE.firstName,
          lastName: GRACE.lastName,
        }),
      }),
    );
    expect(auth.setUser).toHaveBeenCalledWith(TEST_USER);
  });

  it('links to the sign-in page, keeping the redirect', () => {
    renderAt('/signup?redirect=%2Fprofile');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    );
  });
});
