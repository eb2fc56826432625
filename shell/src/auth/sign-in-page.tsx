import { Button, Field, Input } from '@worship/design-system';
import { useCurrentUser } from '@worship/shell-contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';
import { submitCredentials, validateEmail, validatePassword, type FieldErrors } from './auth-form';
import { AuthLayout, FormError, FormStack, SwitchLine } from './auth-layout';
import { goAfterSignIn } from './go-after-sign-in';

/** /login: email + password, POST /api/login as JSON. */
export function SignInPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { setUser } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = { email: validateEmail(email), password: validatePassword(password) };
    setErrors(next);
    setServerError(null);
    if (next.email || next.password) return;
    setSubmitting(true);
    try {
      const user = await submitCredentials('/api/login', { email: email.trim(), password });
      setUser(user);
      goAfterSignIn(navigate, redirect);
    } catch (error) {
      setServerError((error as Error).message);
      setSubmitting(false);
    }
  }

  const signUpHref = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup';

  return (
    <AuthLayout title="Sign In" subtitle="Welcome back! Sign in to plan your worship services.">
      <FormStack onSubmit={onSubmit} noValidate aria-label="Sign in">
        {serverError && <FormError role="alert">{serverError}</FormError>}
        <Field label="Email" error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Password" error={errors.password}>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" loading={submitting} fullWidth>
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </FormStack>
      <SwitchLine>
        New here? <Link to={signUpHref}>Create an account</Link>
      </SwitchLine>
    </AuthLayout>
  );
}

export default SignInPage;
