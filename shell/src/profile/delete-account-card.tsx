import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  colors,
  Dialog,
  DialogFooter,
  DialogFormActions,
  fontSizes,
  Skeleton,
  TitledCard,
} from '@worship/design-system';
import { handleUnauthorized, useCurrentUser, useToast } from '@worship/shell-contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CurrentPasswordField } from '../auth/account-fields';
import { accountDeletionSummary } from './account-deletion-summary';
import { formErrorsOf, NO_ERRORS } from './account-form-errors';
import { AccountDeletionPreviewDocument, DeleteAccountDocument } from './account.graphql';

export const DELETE_ACCOUNT_FAILED = 'Failed to delete your account. Please try again.';
export const PREVIEW_FAILED = 'Could not work out what deleting your account would change.';
export const ACCOUNT_DELETED_TOAST = 'Your account was deleted';

const Summary = styled.ul`
  margin: 0 0 1.25rem;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.375rem;
  font-size: ${fontSizes.sm};
`;

const FormError = styled.p`
  color: ${colors.destructive};
  font-size: ${fontSizes.sm};
  font-weight: 500;
`;

/** The dialog's content: what happens, then the password, then the red button. */
function DeleteAccountForm() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { setUser } = useCurrentUser();
  const { toast } = useToast();
  // Asked afresh each time the dialog opens (its content mounts then).
  const preview = useQuery(AccountDeletionPreviewDocument, { fetchPolicy: 'network-only' });
  const [mutate, { loading: deleting }] = useMutation(DeleteAccountDocument);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await mutate({ variables: { password } });
    } catch (error) {
      if (!handleUnauthorized(error)) setErrors(formErrorsOf(error, DELETE_ACCOUNT_FAILED));
      return;
    }
    // Signed out: the session ended with the account. Off to the landing page.
    navigate('/', { replace: true });
    setUser(null);
    await client.clearStore();
    toast({
      title: ACCOUNT_DELETED_TOAST,
      description: 'Your email address can be used to sign up again.',
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {preview.data ? (
        <Summary aria-label="What happens">
          {accountDeletionSummary(preview.data).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Summary>
      ) : preview.error ? (
        <FormError role="alert">{PREVIEW_FAILED}</FormError>
      ) : (
        <Skeleton $height="4rem" aria-label="Loading what happens" />
      )}
      <CurrentPasswordField
        label="Your password"
        name="password"
        hint="Accounts that sign in through your organisation type DELETE instead."
        value={password}
        onValueChange={setPassword}
        error={errors.fields.password}
      />
      {errors.form && <FormError role="alert">{errors.form}</FormError>}
      <DialogFooter>
        <DialogFormActions
          submitLabel="Delete My Account"
          destructive
          loading={deleting}
          lockWhileLoading
          disabled={!preview.data}
        />
      </DialogFooter>
    </form>
  );
}

/** The danger zone: deleting the account, after saying concretely what it changes. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <TitledCard
      title="Delete Account"
      description="Deletes your account for good. Groups you share pass to another member; nothing of other people is lost."
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="This cannot be undone. Here is what happens:"
      >
        <DeleteAccountForm />
      </Dialog>
    </TitledCard>
  );
}
