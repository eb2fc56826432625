import { ownAccount } from './own-account';
import { useMutation } from '@apollo/client/react';
import { Button, colors, fontSizes, TextField, TitledCard } from '@worship/design-system';
import {
  handleUnauthorized,
  useCurrentUser,
  useToast,
  type CurrentUser,
} from '@worship/shell-contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CurrentPasswordField, EmailField, NewPasswordField } from '../auth/account-fields';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './account-form-errors';
import {
  ChangeEmailDocument,
  ChangePasswordDocument,
  UpdateProfileDocument,
} from './account.graphql';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  padding-top: 1rem;
  & + & {
    border-top: 1px solid ${colors.border};
    margin-top: 1.5rem;
  }
  h3 {
    font-size: ${fontSizes.md};
    font-weight: 600;
  }
  .row {
    display: grid;
    gap: 1rem;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
  .actions {
    display: flex;
    justify-content: flex-start;
  }
`;

const FormError = styled.p`
  color: ${colors.destructive};
  font-size: ${fontSizes.sm};
  font-weight: 500;
`;

/**
 * One form of the card: a heading, its fields, a form-wide error, and the submit button. Submitting
 * runs `run`; its refusal shows under the fields (or for the whole form), its success as a toast.
 */
function AccountForm({
  title,
  submitLabel,
  success,
  fallback,
  run,
  children,
}: {
  title: string;
  submitLabel: string;
  success: string;
  fallback: string;
  run: () => Promise<unknown>;
  children: (fieldErrors: FormErrors['fields']) => ReactNode;
}) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  async function submit() {
    setSaving(true);
    try {
      await run();
      setErrors(NO_ERRORS);
      toast({ title: success });
    } catch (error) {
      if (!handleUnauthorized(error)) setErrors(formErrorsOf(error, fallback));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Form
      aria-label={`Change ${title.toLowerCase()}`}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3>{title}</h3>
      <div className="row">{children(errors.fields)}</div>
      {errors.form && <FormError role="alert">{errors.form}</FormError>}
      <div className="actions">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function NameForm({ user }: { user: CurrentUser }) {
  const { setUser } = useCurrentUser();
  const [mutate] = useMutation(UpdateProfileDocument);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  return (
    <AccountForm
      title="Name"
      submitLabel="Save Name"
      success="Name saved"
      fallback="Failed to save your name. Please try again."
      run={async () => {
        const { data } = await mutate({ variables: { input: { firstName, lastName } } });
        if (data) setUser(ownAccount(data.updateProfile));
      }}
    >
      {(errors) => (
        <>
          <TextField
            label="First name"
            error={errors.firstName}
            name="firstName"
            autoComplete="given-name"
            maxLength={100}
            value={firstName}
            onValueChange={setFirstName}
          />
          <TextField
            label="Last name"
            error={errors.lastName}
            name="lastName"
            autoComplete="family-name"
            maxLength={100}
            value={lastName}
            onValueChange={setLastName}
          />
        </>
      )}
    </AccountForm>
  );
}

function EmailForm({ user }: { user: CurrentUser }) {
  const { setUser } = useCurrentUser();
  const [mutate] = useMutation(ChangeEmailDocument);
  const [email, setEmail] = useState(user.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  return (
    <AccountForm
      title="Email"
      submitLabel="Change Email"
      success="Email changed"
      fallback="Failed to change your email. Please try again."
      run={async () => {
        const { data } = await mutate({ variables: { email, currentPassword } });
        if (data) setUser(ownAccount(data.changeEmail));
        setCurrentPassword('');
      }}
    >
      {(errors) => (
        <>
          <EmailField
            label="New email"
            value={email}
            onValueChange={setEmail}
            error={errors.email}
          />
          <CurrentPasswordField
            value={currentPassword}
            onValueChange={setCurrentPassword}
            error={errors.currentPassword}
          />
        </>
      )}
    </AccountForm>
  );
}

function PasswordForm() {
  const [mutate] = useMutation(ChangePasswordDocument);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  return (
    <AccountForm
      title="Password"
      submitLabel="Change Password"
      success="Password changed. Your other sessions were signed out."
      fallback="Failed to change your password. Please try again."
      run={async () => {
        await mutate({ variables: { currentPassword, newPassword } });
        setCurrentPassword('');
        setNewPassword('');
      }}
    >
      {(errors) => (
        <>
          <CurrentPasswordField
            value={currentPassword}
            onValueChange={setCurrentPassword}
            error={errors.currentPassword}
          />
          <NewPasswordField
            value={newPassword}
            onValueChange={setNewPassword}
            error={errors.newPassword}
          />
        </>
      )}
    </AccountForm>
  );
}

/** The user's own name, e-mail and password; e-mail and password ask for the password again. */
export function AccountDetailsCard({ user }: { user: CurrentUser }) {
  return (
    <TitledCard
      title="Account Details"
      description="Changing your email or password needs your current password. A new password signs out your other sessions."
    >
      <NameForm user={user} />
      <EmailForm user={user} />
      <PasswordForm />
    </TitledCard>
  );
}
