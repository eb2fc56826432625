import { Button, CopyIcon, Field, IconButton, Input, VisuallyHidden } from '@worship/design-system';
import { COPY_LINK_FAILED, formatDate, useCopy, useToast } from '@worship/shell-contract';
import { Actions, FieldRow, Section, SectionTitle } from './invite-dialog.styles';
import type { useInviteLink } from './use-invite-link';

export interface InviteLinkSectionProps {
  groupName: string;
  invite: ReturnType<typeof useInviteLink>;
}

/** The quick invite link: read-only, copy, regenerate (spec §2: expires in 3 days). */
export function InviteLinkSection({ groupName, invite }: InviteLinkSectionProps) {
  const { toast } = useToast();
  const copy = useCopy();
  const expires = formatDate(invite.expiresAt);

  async function handleCopy() {
    if (!invite.inviteLink) {
      toast({
        title: 'No Invite Link',
        description: 'Please wait for the secure invite link to be generated.',
      });
      return;
    }
    await copy(invite.inviteLink, {
      success: {
        title: 'Link copied',
        description: 'Invite link has been copied to your clipboard!',
      },
      failure: COPY_LINK_FAILED,
    });
  }

  async function handleRegenerate() {
    if (await invite.regenerate()) {
      toast({
        title: 'Invite link regenerated',
        description: 'Previous invite links no longer work.',
      });
    }
  }

  return (
    <Section>
      <SectionTitle>Quick Invite Link</SectionTitle>
      <FieldRow>
        <Field
          label={<VisuallyHidden>Invite link</VisuallyHidden>}
          hint={
            <>
              Anyone with this link can join {groupName}. Links expire in 3 days
              {expires ? ` (this one on ${expires})` : ''}. Regenerating revokes all older links.
            </>
          }
        >
          <Input
            readOnly
            value={invite.inviteLink ?? ''}
            placeholder={invite.generating ? 'Generating secure link...' : 'No invite link yet'}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Field>
        <IconButton aria-label="Copy link" variant="outline" onClick={handleCopy}>
          <CopyIcon />
        </IconButton>
      </FieldRow>
      <Actions>
        <Button
          variant="outline"
          size="sm"
          loading={invite.regenerating}
          disabled={invite.generating}
          onClick={handleRegenerate}
        >
          Regenerate
        </Button>
      </Actions>
    </Section>
  );
}
