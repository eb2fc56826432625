import type { InviteEmail } from './invite.type';

export const PRODUCT_NAME = 'Worship Planner';

/** "November 25, 2025 at 14:03 UTC": the service does not know the reader's time zone. */
export function formatExpiry(date: Date): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} at ${time} UTC`;
}

/**
 * A ready-to-copy invitation the inviter sends themself. Written in their voice, unsigned: this
 * service does not know their name, and their mail client adds it.
 */
export function composeInviteEmail(
  to: string,
  groupName: string,
  inviteLink: string,
  expiresAt: Date,
): InviteEmail {
  return {
    to,
    subject: `You're invited to join ${groupName} on ${PRODUCT_NAME}`,
    message: [
      'Hi,',
      '',
      `I'd like to invite you to join "${groupName}" on ${PRODUCT_NAME}, where our worship team plans song schedules and shares our song library.`,
      '',
      'To join, open this link and sign in (or create an account):',
      inviteLink,
      '',
      `The link expires on ${formatExpiry(expiresAt)}. If it has expired, ask me for a new one.`,
      '',
      'See you there!',
    ].join('\n'),
  };
}
