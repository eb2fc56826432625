import { useMutation } from '@apollo/client/react';
import { Button, LogOutIcon, TitledCard } from '@worship/design-system';
import { useReportError, useToast } from '@worship/shell-contract';
import { SignOutOtherSessionsDocument } from './account.graphql';

export const SIGN_OUT_OTHERS_FAILED = 'Failed to sign out your other sessions. Please try again.';

/** Ends every session of the account but this browser's (a lost phone, a shared computer). */
export function SessionsCard() {
  const { toast } = useToast();
  const reportError = useReportError();
  const [mutate, { loading }] = useMutation(SignOutOtherSessionsDocument);

  async function signOutOthers() {
    try {
      const { data } = await mutate();
      const ended = data?.signOutOtherSessions ?? 0;
      toast({
        title: 'Signed out of other sessions',
        description:
          ended === 0
            ? 'You were not signed in anywhere else.'
            : `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`,
      });
    } catch (error) {
      reportError(error, SIGN_OUT_OTHERS_FAILED);
    }
  }

  return (
    <TitledCard
      title="Sessions"
      description="Signed in on a device you no longer use? Sign out everywhere except here."
    >
      <Button
        variant="outline"
        icon={<LogOutIcon size={16} />}
        loading={loading}
        onClick={() => void signOutOthers()}
      >
        Sign out of every other session
      </Button>
    </TitledCard>
  );
}
