import {
  CopyIcon,
  Field,
  IconButton,
  Input,
  Textarea,
  VisuallyHidden,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import type { InviteEmail } from './invite.graphql';
import { useCopy } from './use-copy';

const Wrapper = styled.section`
  display: grid;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.border};
`;

const Title = styled.h3`
  font-size: ${fontSizes.md};
  font-weight: 600;
`;

const List = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: grid;
  gap: 0.625rem;
  padding: 0.875rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

const To = styled.p`
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const MailLink = styled.a`
  font-size: ${fontSizes.sm};
  color: ${colors.primary};
  justify-self: start;
`;

function mailtoHref({ to, subject, message }: InviteEmail): string {
  return `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;
}

/** The ready-to-copy subject and message per address (the app sends no mail itself). */
export function InviteMessages({ messages }: { messages: readonly InviteEmail[] }) {
  const id = useId();
  const copy = useCopy();

  return (
    <Wrapper aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>Invitations to send</Title>
      <p style={{ fontSize: fontSizes.sm, color: colors.textMuted }}>
        Nothing has been emailed yet. Copy each subject and message into your own email app and send
        it to the address shown.
      </p>
      <List>
        {messages.map((email) => (
          <Item key={email.to}>
            <To>To: {email.to}</To>
            <Row>
              <Field
                label={
                  <>
                    Subject<VisuallyHidden> for {email.to}</VisuallyHidden>
                  </>
                }
              >
                <Input readOnly value={email.subject} />
              </Field>
              <IconButton
                aria-label={`Copy subject for ${email.to}`}
                variant="outline"
                onClick={() =>
                  copy(email.subject, {
                    success: { title: 'Copied', description: 'Subject copied to clipboard.' },
                    failure: 'Failed to copy to clipboard.',
                  })
                }
              >
                <CopyIcon />
              </IconButton>
            </Row>
            <Row>
              <Field
                label={
                  <>
                    Message<VisuallyHidden> for {email.to}</VisuallyHidden>
                  </>
                }
              >
                <Textarea readOnly rows={6} value={email.message} />
              </Field>
              <IconButton
                aria-label={`Copy message for ${email.to}`}
                variant="outline"
                onClick={() =>
                  copy(email.message, {
                    success: { title: 'Copied', description: 'Message copied to clipboard.' },
                    failure: 'Failed to copy to clipboard.',
                  })
                }
              >
                <CopyIcon />
              </IconButton>
            </Row>
            <MailLink href={mailtoHref(email)}>
              Open in your email app<VisuallyHidden> for {email.to}</VisuallyHidden>
            </MailLink>
          </Item>
        ))}
      </List>
    </Wrapper>
  );
}
