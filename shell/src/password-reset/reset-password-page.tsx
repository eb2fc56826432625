import { Button } from '@worship/design-system';
import { apiRequest, errorMessage, useCurrentUser } from '@worship/shell-contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';
import { validatePassword } from '../auth/auth-form';
import { AuthLayout, FormError, FormStack, SwitchLine } from '../auth/auth-layout';
import { NewPasswordField } from '../auth/account-fields';

interface ResetLinkInfo {
  email: string | null;
  firstName: string | null;
  expiresAt: string;
}

type LinkState =
  | { kind: 'checking' }
  | { kind: 'usable'; info: ResetLinkInfo }
  | { kind: 'unusable'; message: string }
  | { kind: 'done' };

const CHECK_FAILED = 'This password reset link could not be checked. Please try again.';

/**
 * /reset-password/:token, the page of a link a site admin created: whose account it is, then a
 * new password (the registration's rule). Plain REST, like the sign-in page: no GraphQL client
 * for a signed-out visitor. Setting it signs the account out everywhere, so it ends at sign-in.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { token = '' } = useParams();
  const { refresh } = useCurrentUser();
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let cancelled = false;
    apiRequest<ResetLinkInfo>('GET', `/api/password-reset/${encodeURIComponent(token)}`).then(
      (info) => !cancelled && setState({ kind: 'usable', info }),
      (error: unknown) =>
        !cancelled && setState({ kind: 'unusable', message: errorMessage(error, CHECK_FAILED) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validatePassword(password, { minLength: 8 });
    setFieldError(invalid);
    setServerError(null);
    if (invalid) return;
    setSubmitting(true);
    try {
      await apiRequest('POST', '/api/password-reset', { token, newPassword: password });
      setState({ kind: 'done' });
      // If this browser was signed in to that account, its session has just ended.
      void refresh();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  if (state.kind === 'done') {
    return (
      <AuthLayout title="Password changed" subtitle="Sign in with your new password.">
        <p role="status">
          Your password was changed and every session of the account was signed out.
        </p>
        <SwitchLine>
          <Link to="/login">Sign in</Link>
        </SwitchLine>
      </AuthLayout>
    );
  }

  if (state.kind === 'unusable') {
    return (
      <AuthLayout title="Reset Password" subtitle="This link cannot be used.">
        <FormError role="alert">{state.message}</FormError>
        <SwitchLine>
          <Link to="/login">Back to sign in</Link>
        </SwitchLine>
      </AuthLayout>
    );
  }

  const who = state.kind === 'usable' ? (state.info.email ?? state.info.firstName) : null;
  return (
    <AuthLayout
      title="Reset Password"
      subtitle={who ? `Choose a new password for ${who}.` : 'Checking your link…'}
    >
      <FormStack onSubmit={onSubmit} noValidate aria-label="Reset password">
        {serverError && <FormError role="alert">{serverError}</FormError>}
        <NewPasswordField value={password} onValueChange={setPassword} error={fieldError} />
        <Button type="submit" loading={submitting} disabled={state.kind !== 'usable'} fullWidth>
          Set New Password
        </Button>
      </FormStack>
    </AuthLayout>
  );
}

export default ResetPasswordPage;
