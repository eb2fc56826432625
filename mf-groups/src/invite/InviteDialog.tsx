import { useMutation } from '@apollo/client/react';
import {
  Button,
  CloseIcon,
  CopyIcon,
  Dialog,
  DialogClose,
  Field,
  IconButton,
  Input,
  VisuallyHidden,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import { useToast } from '@worship/shell-contract';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldErrorsOf } from '../lib/graphql-errors';
import { formatDate } from '../lib/format';
import { useReportError } from '../lib/use-report-error';
import { addEmail, removeEmail, validateEmailsToSend } from './email-list';
import { InviteToGroupDocument, type InviteEmail } from './invite.graphql';
import { InviteMessages } from './InviteMessages';
import { useCopy } from './use-copy';
import { useInviteLink } from './use-invite-link';

export const SEND_INVITATIONS_FAILED = 'Failed to send invitations. Please try again.';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;

  & + & {
    padding-top: 1rem;
    border-top: 1px solid ${colors.border};
  }
`;

const SectionTitle = styled.h3`
  font-size: ${fontSizes.md};
  font-weight: 600;
`;

const Note = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0 0 0 0.625rem;
  border-radius: ${radii.full};
  background: ${colors.surfaceMuted};
  border: 1px solid ${colors.border};
  font-size: ${fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
`;

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: { id: string; name: string };
}

export function InviteDialog({ open, onOpenChange, group }: InviteDialogProps) {
  const ids = useId();
  const { toast } = useToast();
  const copy = useCopy();
  const reportError = useReportError();
  const invite = useInviteLink(group.id, open);
  const [emailInput, setEmailInput] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [messages, setMessages] = useState<InviteEmail[]>([]);
  const [sendInvites, { loading: sending }] = useMutation(InviteToGroupDocument);

  function handleOpenChange(next: boolean) {
    if (!next) {
      setEmailInput('');
      setEmails([]);
      setEmailError(null);
      setMessages([]);
    }
    onOpenChange(next);
  }

  function handleAdd(event?: FormEvent) {
    event?.preventDefault();
    const result = addEmail(emails, emailInput);
    if (!result.ok) {
      setEmailError(result.error);
      return;
    }
    setEmails(result.emails);
    setEmailInput('');
    setEmailError(null);
  }

  async function handleCopyLink() {
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
      failure: 'Failed to copy link to clipboard.',
    });
  }

  async function handleRegenerate() {
    const ok = await invite.regenerate();
    if (ok) {
      toast({
        title: 'Invite link regenerated',
        description: 'Previous invite links no longer work.',
      });
    }
  }

  async function handleSend() {
    const listError = validateEmailsToSend(emails);
    if (listError) {
      setEmailError(listError);
      return;
    }
    try {
      const result = await sendInvites({ variables: { groupId: group.id, emails } });
      const data = result.data?.inviteToGroup;
      if (!data) throw new Error('inviteToGroup returned no data');
      setMessages(data.emails);
      if (data.inviteLink)
        invite.setLink({ inviteLink: data.inviteLink, expiresAt: data.expiresAt ?? null });
      setEmails([]);
      setEmailError(null);
      toast({
        title: 'Invitations ready',
        description: 'Copy each message below and send it from your own email.',
      });
    } catch (error) {
      const serverError = fieldErrorsOf(error).emails;
      if (serverError) setEmailError(serverError);
      else reportError(error, SEND_INVITATIONS_FAILED);
    }
  }

  const expires = formatDate(invite.expiresAt);

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      size="lg"
      title={`Invite Members to ${group.name}`}
      description="Share a secure invite link, or prepare invitations for specific people."
      footer={
        <DialogClose asChild>
          <Button variant="outline">Done</Button>
        </DialogClose>
      }
    >
      <Section>
        <SectionTitle>Quick Invite Link</SectionTitle>
        <Row>
          <Field
            label={<VisuallyHidden>Invite link</VisuallyHidden>}
            hint={
              <>
                Anyone with this link can join {group.name}. Links expire in 3 days
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
          <IconButton aria-label="Copy link" variant="outline" onClick={handleCopyLink}>
            <CopyIcon />
          </IconButton>
        </Row>
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

      <Section aria-labelledby={`${ids}-email`}>
        <SectionTitle id={`${ids}-email`}>Invite by Email</SectionTitle>
        <Note>
          Worship Planner does not send emails itself. It prepares a subject and message for each
          address, for you to copy and send from your own email.
        </Note>
        <form noValidate onSubmit={handleAdd}>
          <Row>
            <Field label="Email address" error={emailError}>
              <Input
                type="email"
                name="email"
                autoComplete="off"
                placeholder="name@example.com"
                value={emailInput}
                onChange={(event) => {
                  setEmailInput(event.target.value);
                  if (emailError) setEmailError(null);
                }}
              />
            </Field>
            <Button type="submit" variant="secondary" style={{ marginTop: '1.625rem' }}>
              Add
            </Button>
          </Row>
        </form>
        {emails.length > 0 && (
          <Chips aria-label="Emails to invite">
            {emails.map((email) => (
              <Chip key={email}>
                {email}
                <IconButton
                  aria-label={`Remove ${email}`}
                  size="sm"
                  onClick={() => setEmails((current) => removeEmail(current, email))}
                >
                  <CloseIcon size={14} />
                </IconButton>
              </Chip>
            ))}
          </Chips>
        )}
        <Actions>
          <Button loading={sending} onClick={handleSend}>
            Send Invitations
          </Button>
        </Actions>
      </Section>

      {messages.length > 0 && <InviteMessages messages={messages} />}
    </Dialog>
  );
}
