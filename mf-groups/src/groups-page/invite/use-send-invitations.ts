import { useMutation } from '@apollo/client/react';
import { useToast } from '@worship/shell-contract';
import { useCallback, useState } from 'react';
import { fieldErrorsOf } from '../../lib/graphql-errors';
import { useReportError } from '@worship/shell-contract';
import { addEmail, removeEmail, validateEmailsToSend } from './email-list';
import { InviteToGroupDocument, type InviteEmail } from './invite.graphql';
import type { InviteLinkState } from './use-invite-link';

export const SEND_INVITATIONS_FAILED = 'Failed to send invitations. Please try again.';

/**
 * The invite dialog's e-mail list and `inviteToGroup(groupId, emails)`: add and remove addresses
 * (spec §5 messages), then send them to get a ready-to-copy subject and message per address.
 * State lives as long as the component that calls it (the dialog's content, reset on close).
 */
export function useSendInvitations(groupId: string, onLinkChange: (link: InviteLinkState) => void) {
  const { toast } = useToast();
  const reportError = useReportError();
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [messages, setMessages] = useState<InviteEmail[]>([]);
  const [sendInvites, { loading: sending }] = useMutation(InviteToGroupDocument);

  /** Adds an address; false (and `error` set) when it cannot be added. */
  const add = useCallback(
    (raw: string): boolean => {
      const result = addEmail(emails, raw);
      if (!result.ok) {
        setError(result.error);
        return false;
      }
      setEmails(result.emails);
      setError(null);
      return true;
    },
    [emails],
  );

  const remove = useCallback((email: string) => {
    setEmails((current) => removeEmail(current, email));
  }, []);

  const clearError = useCallback(() => setError(null), []);

  const send = useCallback(async () => {
    const listError = validateEmailsToSend(emails);
    if (listError) {
      setError(listError);
      return;
    }
    try {
      const result = await sendInvites({ variables: { groupId, emails } });
      const data = result.data?.inviteToGroup;
      if (!data) throw new Error('inviteToGroup returned no data');
      setMessages(data.emails);
      if (data.inviteLink) onLinkChange({ inviteLink: data.inviteLink, expiresAt: data.expiresAt });
      setEmails([]);
      setError(null);
      toast({
        title: 'Invitations ready',
        description: 'Copy each message below and send it from your own email.',
      });
    } catch (caught) {
      const serverError = fieldErrorsOf(caught).emails;
      if (serverError) setError(serverError);
      else reportError(caught, SEND_INVITATIONS_FAILED);
    }
  }, [emails, groupId, onLinkChange, reportError, sendInvites, toast]);

  return { emails, error, clearError, messages, sending, add, remove, send };
}
