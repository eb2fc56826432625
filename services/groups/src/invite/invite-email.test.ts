import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { composeInviteEmail, formatExpiry } from './invite-email';

describe('composeInviteEmail', () => {
  const expires = new Date('2025-11-25T14:03:00Z');
  const email = composeInviteEmail(
    'ann@example.com',
    'Grace Choir',
    'https://x.org/groups/join/T',
    expires,
  );

  it('has a friendly subject naming the group and the product', () => {
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe("You're invited to join Grace Choir on Worship Planner");
  });

  it('says what the inviter wants, carries the link and the expiry, and invents no name', () => {
    expect(email.message).toContain(
      `I'd like to invite you to join "Grace Choir" on Worship Planner`,
    );
    expect(email.message).toContain('\nhttps://x.org/groups/join/T\n');
    expect(email.message).toContain('The link expires on November 25, 2025 at 14:03 UTC.');
    expect(email.message.trimEnd().endsWith('See you there!')).toBe(true);
  });

  it('formats the expiry in UTC with a 24-hour clock', () => {
    expect(formatExpiry(new Date('2026-01-02T00:05:00Z'))).toBe('January 2, 2026 at 00:05 UTC');
  });
});
