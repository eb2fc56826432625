import { useCurrentUser } from '@worship/shell-contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthRequestError, submitCredentials, type FieldErrors } from './auth-form';
import { goAfterSignIn } from './go-after-sign-in';

/**
 * Signing in or up (`path`: /api/login, /api/register): `submit` shows the browser's checks under
 * the fields and stops there, else posts the body, takes the user in and goes on to `redirect`
 * (goAfterSignIn). A refusal shows the server's message over the form, and with
 * `serverFieldErrors` its per-field messages under the fields too.
 */
export function useCredentialsSubmit<F extends string>(
  path: Parameters<typeof submitCredentials>[0],
  { serverFieldErrors = false } = {},
) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { setUser } = useCurrentUser();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(checked: FieldErrors<F>, body: Record<string, string>) {
    setErrors(checked);
    setServerError(null);
    if (Object.values(checked).some(Boolean)) return;
    setSubmitting(true);
    try {
      setUser(await submitCredentials(path, body));
      goAfterSignIn(navigate, redirect);
    } catch (error) {
      if (serverFieldErrors && error instanceof AuthRequestError) {
        setErrors((current) => ({ ...current, ...error.fieldErrors }));
      }
      setServerError((error as Error).message);
      setSubmitting(false);
    }
  }

  /** The other auth page (`/signup` from sign-in, `/login` from sign-up), keeping `redirect`. */
  const hrefKeepingRedirect = (page: string) =>
    redirect ? `${page}?redirect=${encodeURIComponent(redirect)}` : page;

  return { errors, serverError, submitting, submit, hrefKeepingRedirect };
}
