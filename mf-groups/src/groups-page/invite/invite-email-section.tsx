import { Button, CloseIcon, Field, IconButton, Input } from '@worship/design-system';
import { useId, useState, type FormEvent } from 'react';
import {
  Actions,
  Chip,
  Chips,
  FieldRow,
  Note,
  Section,
  SectionTitle,
} from './invite-dialog.styles';
import { InviteMessages } from './invite-messages';
import type { useSendInvitations } from './use-send-invitations';

export interface InviteEmailSectionProps {
  invitations: ReturnType<typeof useSendInvitations>;
}

/** Invite by e-mail: the pending address list, Send Invitations, then the prepared messages. */
export function InviteEmailSection({ invitations }: InviteEmailSectionProps) {
  const titleId = useId();
  const [input, setInput] = useState('');
  const { emails, error, clearError, messages, sending, add, remove, send } = invitations;

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    if (add(input)) setInput('');
  }

  return (
    <>
      <Section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>Invite by Email</SectionTitle>
        <Note>
          Worship Planner does not send emails itself. It prepares a subject and message for each
          address, for you to copy and send from your own email.
        </Note>
        <form noValidate onSubmit={handleAdd}>
          <FieldRow>
            <Field label="Email address" error={error}>
              <Input
                type="email"
                name="email"
                autoComplete="off"
                placeholder="name@example.com"
                value={input}
                onChange={(event) => {
                  setInput(event.target.value);
                  if (error) clearError();
                }}
              />
            </Field>
            <Button type="submit" variant="secondary" style={{ marginTop: '1.625rem' }}>
              Add
            </Button>
          </FieldRow>
        </form>
        {emails.length > 0 && (
          <Chips aria-label="Emails to invite">
            {emails.map((email) => (
              <Chip key={email}>
                {email}
                <IconButton aria-label={`Remove ${email}`} size="sm" onClick={() => remove(email)}>
                  <CloseIcon size={14} />
                </IconButton>
              </Chip>
            ))}
          </Chips>
        )}
        <Actions>
          <Button loading={sending} onClick={send}>
            Send Invitations
          </Button>
        </Actions>
      </Section>
      {messages.length > 0 && <InviteMessages messages={messages} />}
    </>
  );
}
