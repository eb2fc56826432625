import { ownAccount } from './own-account';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  colors,
  Field,
  fontSizes,
  Input,
} from '@worship/design-system';
import {
  handleUnauthorized,
  useCurrentUser,
  useToast,
  type CurrentUser,
} from '@worship/shell-contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
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

/** One form of the card: a heading, its fields, a form-wide error, and the submit button. */
function AccountForm({
  title,
  errors,
  saving,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string;
  errors: FormErrors;
  saving: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      aria-label={`Change ${title.toLowerCase()}`}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3>{title}</h3>
      {children}
      {errors.form && <FormError role="alert">{errors.form}</FormError>}
      <div className="actions">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** Runs a mutation for a form: errors under the fields, a toast on success. */
function useAccountMutation() {
  const { toast } = useToast();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  async function submit(run: () => Promise<unknown>, success: string, fallback: string) {
    setSaving(true);
    try {
      await run();
      setErrors(NO_ERRORS);
      toast({ title: success });
      return true;
    } catch (error) {
      if (!handleUnauthorized(error)) setErrors(formErrorsOf(error, fallback));
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { errors, saving, submit };
}

function NameForm({ user }: { user: CurrentUser }) {
  const { setUser } = useCurrentUser();
  const [mutate] = useMutation(UpdateProfileDocument);
  const { errors, saving, submit } = useAccountMutation();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  return (
    <AccountForm
      title="Name"
      errors={errors}
      saving={saving}
      submitLabel="Save Name"
      onSubmit={() =>
        void submit(
          async () => {
            const { data } = await mutate({ variables: { input: { firstName, lastName } } });
            if (data) setUser(ownAccount(data.updateProfile));
          },
          'Name saved',
          'Failed to save your name. Please try again.',
        )
      }
    >
      <div className="row">
        <Field label="First name" error={errors.fields.firstName}>
          <Input
            name="firstName"
            autoComplete="given-name"
            maxLength={100}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </Field>
        <Field label="Last name" error={errors.fields.lastName}>
          <Input
            name="lastName"
            autoComplete="family-name"
            maxLength={100}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </Field>
      </div>
    </AccountForm>
  );
}

function EmailForm({ user }: { user: CurrentUser }) {
  const { setUser } = useCurrentUser();
  const [mutate] = useMutation(ChangeEmailDocument);
  const { errors, saving, submit } = useAccountMutation();
  const [email, setEmail] = useState(user.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  return (
    <AccountForm
      title="Email"
      errors={errors}
      saving={saving}
      submitLabel="Change Email"
      onSubmit={() =>
        void submit(
          async () => {
            const { data } = await mutate({ variables: { email, currentPassword } });
            if (data) setUser(ownAccount(data.changeEmail));
            setCurrentPassword('');
          },
          'Email changed',
          'Failed to change your email. Please try again.',
        )
      }
    >
      <div className="row">
        <Field label="New email" error={errors.fields.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Current password" error={errors.fields.currentPassword}>
          <Input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        </Field>
      </div>
    </AccountForm>
  );
}

function PasswordForm() {
  const [mutate] = useMutation(ChangePasswordDocument);
  const { errors, saving, submit } = useAccountMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  return (
    <AccountForm
      title="Password"
      errors={errors}
      saving={saving}
      submitLabel="Change Password"
      onSubmit={() =>
        void submit(
          async () => {
            await mutate({ variables: { currentPassword, newPassword } });
            setCurrentPassword('');
            setNewPassword('');
          },
          'Password changed. Your other sessions were signed out.',
          'Failed to change your password. Please try again.',
        )
      }
    >
      <div className="row">
        <Field label="Current password" error={errors.fields.currentPassword}>
          <Input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        </Field>
        <Field label="New password" hint="At least 8 characters." error={errors.fields.newPassword}>
          <Input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
        </Field>
      </div>
    </AccountForm>
  );
}

/** The user's own name, e-mail and password; e-mail and password ask for the password again. */
export function AccountDetailsCard({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Details</CardTitle>
        <CardDescription>
          Changing your email or password needs your current password. A new password signs out your
          other sessions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <NameForm user={user} />
        <EmailForm user={user} />
        <PasswordForm />
      </CardContent>
    </Card>
  );
}
