import {
  CopyIcon,
  Field,
  IconButton,
  Input,
  Textarea,
  VisuallyHidden,
} from '@worship/design-system';
import { useCopy } from '@worship/shell-contract';
import { useId } from 'react';
import {
  FieldRow,
  MailLink,
  MessageItem,
  MessageList,
  MessageTo,
  Note,
  Section,
  SectionTitle,
} from './invite-dialog.styles';
import type { InviteEmail } from './invite.graphql';

function mailtoHref({ to, subject, message }: InviteEmail): string {
  return `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;
}

/** One prepared text (subject or message) with its copy button. */
function CopyableText({
  label,
  to,
  value,
  multiline = false,
}: {
  label: 'Subject' | 'Message';
  to: string;
  value: string;
  multiline?: boolean;
}) {
  const copy = useCopy();
  return (
    <FieldRow $align="flex-end">
      <Field
        label={
          <>
            {label}
            <VisuallyHidden> for {to}</VisuallyHidden>
          </>
        }
      >
        {multiline ? (
          <Textarea readOnly rows={6} value={value} />
        ) : (
          <Input readOnly value={value} />
        )}
      </Field>
      <IconButton
        aria-label={`Copy ${label.toLowerCase()} for ${to}`}
        variant="outline"
        onClick={() =>
          copy(value, {
            success: { title: 'Copied', description: `${label} copied to clipboard.` },
          })
        }
      >
        <CopyIcon />
      </IconButton>
    </FieldRow>
  );
}

/** The ready-to-copy subject and message per address (the app sends no mail itself). */
export function InviteMessages({ messages }: { messages: readonly InviteEmail[] }) {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <SectionTitle id={`${id}-title`}>Invitations to send</SectionTitle>
      <Note>
        Nothing has been emailed yet. Copy each subject and message into your own email app and send
        it to the address shown.
      </Note>
      <MessageList>
        {messages.map((email) => (
          <MessageItem key={email.to}>
            <MessageTo>To: {email.to}</MessageTo>
            <CopyableText label="Subject" to={email.to} value={email.subject} />
            <CopyableText label="Message" to={email.to} value={email.message} multiline />
            <MailLink href={mailtoHref(email)}>
              Open in your email app<VisuallyHidden> for {email.to}</VisuallyHidden>
            </MailLink>
          </MessageItem>
        ))}
      </MessageList>
    </Section>
  );
}
