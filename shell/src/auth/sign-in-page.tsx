import { Button } from '@worship/design-system';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';
import { validateEmail, validatePassword } from './auth-form';
import { AuthLayout, FormError, FormStack, SwitchLine } from './auth-layout';
import { CurrentPasswordField, EmailField } from './account-fields';
import { useCredentialsSubmit } from './use-credentials-submit';

/** /login: email + password, POST /api/login as JSON. */
export function SignInPage() {
  usePageTitle('Sign In');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, serverError, submitting, submit, hrefKeepingRedirect } = useCredentialsSubmit<
    'email' | 'password'
  >('/api/login');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(
      { email: validateEmail(email), password: validatePassword(password) },
      { email: email.trim(), password },
    );
  }

  return (
    <AuthLayout title="Sign In" subtitle="Welcome back! Sign in to plan your worship services.">
      <FormStack onSubmit={onSubmit} noValidate aria-label="Sign in">
        {serverError && <FormError role="alert">{serverError}</FormError>}
        <EmailField value={email} onValueChange={setEmail} error={errors.email} />
        <CurrentPasswordField
          label="Password"
          name="password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </FormStack>
      <SwitchLine>
        New here? <Link to={hrefKeepingRedirect('/signup')}>Create an account</Link>
      </SwitchLine>
    </AuthLayout>
  );
}

export default SignInPage;
