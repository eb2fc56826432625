import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '@worship/shell-contract';
import { InviteToGroupDocument, RegenerateInviteDocument } from './invite.graphql';

export const GENERATE_LINK_FAILED = 'Failed to generate invite link. Please try again.';
export const REGENERATE_LINK_FAILED = 'Failed to regenerate invite link. Please try again.';

export interface InviteLinkState {
  inviteLink: string | null;
  expiresAt: string | null;
}

const NO_LINK: InviteLinkState = { inviteLink: null, expiresAt: null };

/**
 * The group's quick invite link, fetched each time the dialog opens (spec §4: "generated when
 * the invite dialog opens") with `inviteToGroup(groupId, emails: [])`, and regenerated on demand.
 */
export function useInviteLink(groupId: string, open: boolean) {
  const [link, setLink] = useState<InviteLinkState>(NO_LINK);
  const reportError = useReportError();
  const [inviteToGroup, { loading: generating }] = useMutation(InviteToGroupDocument);
  const [regenerateInvite, { loading: regenerating }] = useMutation(RegenerateInviteDocument);
  // The open session a request belongs to: answers that arrive after close/reopen are ignored.
  const session = useRef(0);

  useEffect(() => {
    if (!open) return;
    const current = ++session.current;
    inviteToGroup({ variables: { groupId, emails: [] } })
      .then((result) => {
        if (current !== session.current) return;
        const invite = result.data?.inviteToGroup;
        if (!invite?.inviteLink) {
          reportError(new Error('The response has no invite link'), GENERATE_LINK_FAILED);
          return;
        }
        setLink({ inviteLink: invite.inviteLink, expiresAt: invite.expiresAt ?? null });
      })
      .catch((error: unknown) => {
        if (current === session.current) reportError(error, GENERATE_LINK_FAILED);
      });
    return () => {
      session.current++;
      setLink(NO_LINK);
    };
  }, [open, groupId, inviteToGroup, reportError]);

  const regenerate = useCallback(async (): Promise<boolean> => {
    const current = session.current;
    try {
      const result = await regenerateInvite({ variables: { groupId } });
      const invite = result.data?.regenerateInvite;
      if (!invite?.inviteLink) throw new Error('The response has no invite link');
      if (current === session.current) {
        setLink({ inviteLink: invite.inviteLink, expiresAt: invite.expiresAt ?? null });
      }
      return true;
    } catch (error) {
      reportError(error, REGENERATE_LINK_FAILED);
      return false;
    }
  }, [groupId, regenerateInvite, reportError]);

  return { ...link, setLink, generating, regenerating, regenerate };
}
