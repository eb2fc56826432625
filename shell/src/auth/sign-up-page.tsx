import { Button, Field, Input } from '@worship/design-system';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../app/use-page-title';
import { validateEmail, validatePassword } from './auth-form';
import { AuthLayout, FormError, FormStack, SwitchLine } from './auth-layout';
import { useCredentialsSubmit } from './use-credentials-submit';

const Row = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
  }
`;

type Fields = 'firstName' | 'lastName' | 'email' | 'password';

/** /signup: POST /api/register {email, password, firstName, lastName} as JSON. */
export function SignUpPage() {
  usePageTitle('Create Account');
  const [values, setValues] = useState<Record<Fields, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const { errors, serverError, submitting, submit, hrefKeepingRedirect } =
    useCredentialsSubmit<Fields>('/api/register', { serverFieldErrors: true });

  const bind = (key: Fields) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(
      {
        firstName: values.firstName.trim() ? undefined : 'First name is required',
        lastName: values.lastName.trim() ? undefined : 'Last name is required',
        email: validateEmail(values.email),
        password: validatePassword(values.password, { minLength: 8 }),
      },
      {
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      },
    );
  }

  return (
    <AuthLayout title="Create Account" subtitle="Start planning worship with your team.">
      <FormStack onSubmit={onSubmit} noValidate aria-label="Create account">
        {serverError && <FormError role="alert">{serverError}</FormError>}
        <Row>
          <Field label="First name" error={errors.firstName}>
            <Input name="firstName" autoComplete="given-name" {...bind('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName}>
            <Input name="lastName" autoComplete="family-name" {...bind('lastName')} />
          </Field>
        </Row>
        <Field label="Email" error={errors.email}>
          <Input type="email" name="email" autoComplete="email" {...bind('email')} />
        </Field>
        <Field label="Password" error={errors.password} hint="At least 8 characters">
          <Input
            type="password"
            name="password"
            autoComplete="new-password"
            {...bind('password')}
          />
        </Field>
        <Button type="submit" loading={submitting} fullWidth>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </FormStack>
      <SwitchLine>
        Already have an account? <Link to={hrefKeepingRedirect('/login')}>Sign in</Link>
      </SwitchLine>
    </AuthLayout>
  );
}

export default SignUpPage;
