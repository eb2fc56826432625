import { Router } from 'express';
import { z } from 'zod';
import { clearSessionCookie } from '../auth/cookies';
import type { GatewayDeps } from '../deps';
import { parseBody, requireUser } from './http-error';

const USER_FIELDS = 'id firstName lastName email profileImageUrl isAdmin createdAt languageOrder';

const text = (message: string) => z.string({ message });
const CURRENT_PASSWORD = 'Please enter your current password.';

const profileBody = z.object({
  firstName: text('First name is required'),
  lastName: text('Last name must be text').nullish(),
});
const emailBody = z.object({
  email: text('Email is required'),
  currentPassword: text(CURRENT_PASSWORD),
});
const passwordBody = z.object({
  currentPassword: text(CURRENT_PASSWORD),
  newPassword: text('Password is required'),
});
const deleteBody = z.object({ password: text('Please enter your password to confirm.') });
const resetBody = z.object({
  token: text('This password reset link is not valid.'),
  newPassword: text('Password is required'),
});
const usersQuery = z.object({
  search: z.string().optional(),
  limit: z.coerce.number({ message: 'limit must be 1 to 100' }).int().optional(),
  offset: z.coerce.number({ message: 'offset must be 0 or more' }).int().optional(),
});

/** GET /api/auth/account/deletion-preview's operation: the profile's danger zone asks the same. */
export const ACCOUNT_DELETION_PREVIEW_QUERY = `query AccountDeletionPreview {
  accountDeletionPreview {
    outcome
    group { id name memberCount totalSchedules songsCreatedByViewer }
    newOwner { id firstName lastName }
  }
  myUngroupedSongCount
}`;

/**
 * The signed-in user's own account (name, e-mail, password, other sessions, deletion) and the
 * site admin's password-reset links (docs/rest.md "Your account"), each one GraphQL operation
 * on the gateway as the caller: identity decides who may do what (a password session, not an
 * API key, for the sensitive ones).
 */
export function accountRoutes({ run, config }: GatewayDeps): Router {
  const router = Router();

  router.patch('/auth/user', async (req, res) => {
    requireUser(req);
    const input = parseBody(profileBody, req.body);
    const data = await run<{ updateProfile: unknown }>(
      req,
      `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
      { input: { firstName: input.firstName, lastName: input.lastName ?? null } },
    );
    res.json(data.updateProfile);
  });

  router.put('/auth/user/email', async (req, res) => {
    requireUser(req);
    const input = parseBody(emailBody, req.body);
    const data = await run<{ changeEmail: unknown }>(
      req,
      `mutation ChangeEmail($email: String!, $currentPassword: String!) {
        changeEmail(email: $email, currentPassword: $currentPassword) { ${USER_FIELDS} }
      }`,
      input,
    );
    res.json(data.changeEmail);
  });

  router.put('/auth/user/password', async (req, res) => {
    requireUser(req);
    const input = parseBody(passwordBody, req.body);
    const data = await run<{ changePassword: number }>(
      req,
      `mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
        changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
      }`,
      input,
    );
    res.json({ message: 'Password changed', signedOutSessions: data.changePassword });
  });

  router.post('/auth/sessions/sign-out-others', async (req, res) => {
    requireUser(req);
    const data = await run<{ signOutOtherSessions: number }>(
      req,
      `mutation SignOutOtherSessions { signOutOtherSessions }`,
    );
    res.json({ signedOutSessions: data.signOutOtherSessions });
  });

  router.get('/auth/account/deletion-preview', async (req, res) => {
    requireUser(req);
    const data = await run<{ accountDeletionPreview: unknown[]; myUngroupedSongCount: number }>(
      req,
      ACCOUNT_DELETION_PREVIEW_QUERY,
    );
    res.json({
      groups: data.accountDeletionPreview,
      ungroupedSongCount: data.myUngroupedSongCount,
    });
  });

  router.delete('/auth/user', async (req, res) => {
    requireUser(req);
    const { password } = parseBody(deleteBody, req.body);
    await run(
      req,
      `mutation DeleteAccount($password: String!) { deleteAccount(password: $password) }`,
      {
        password,
      },
    );
    clearSessionCookie(res, config);
    res.json({ message: 'Account deleted' });
  });

  router.get('/admin/users', async (req, res) => {
    requireUser(req);
    const query = parseBody(usersQuery, req.query);
    const data = await run<{ users: unknown[] }>(
      req,
      `query Users($search: String, $limit: Int, $offset: Int) {
        users(search: $search, limit: $limit, offset: $offset) { ${USER_FIELDS} }
      }`,
      { search: query.search ?? null, limit: query.limit ?? 50, offset: query.offset ?? 0 },
    );
    res.json(data.users);
  });

  router.post('/admin/users/:id/password-reset-link', async (req, res) => {
    requireUser(req);
    const data = await run<{
      createPasswordResetLink: { path: string; expiresAt: string; user: unknown };
    }>(
      req,
      `mutation CreatePasswordResetLink($userId: ID!) {
        createPasswordResetLink(userId: $userId) { path expiresAt user { ${USER_FIELDS} } }
      }`,
      { userId: req.params.id },
    );
    const link = data.createPasswordResetLink;
    res.status(201).json({
      resetLink: `${config.PUBLIC_URL}${link.path}`,
      expiresAt: link.expiresAt,
      user: link.user,
    });
  });

  router.get('/password-reset/:token', async (req, res) => {
    const data = await run<{ passwordReset: unknown }>(
      req,
      `query PasswordReset($token: String!) { passwordReset(token: $token) { email firstName expiresAt } }`,
      { token: req.params.token },
    );
    res.json(data.passwordReset);
  });

  router.post('/password-reset', async (req, res) => {
    const input = parseBody(resetBody, req.body);
    await run(
      req,
      `mutation ResetPassword($token: String!, $newPassword: String!) {
        resetPassword(token: $token, newPassword: $newPassword)
      }`,
      input,
    );
    res.json({ message: 'Password changed. Sign in with your new password.' });
  });

  return router;
}
