import { EMAIL_REQUIRED, emailError } from '@worship/common';
import { checkedString } from '@worship/subgraph-kit';
import { ArgsType, Field, ID } from 'type-graphql';
import { z } from 'zod';

export const MAX_INVITE_EMAILS = 50;

/**
 * The spec's invite-email rules (§5): required, valid (the product's one rule, @worship/common),
 * not already in the list (compared case-insensitively). An empty list is allowed: it asks for the current link only.
 */
export const inviteEmailsSchema = z.object({
  emails: z
    .array(checkedString(emailError, EMAIL_REQUIRED), {
      error: 'emails must be a list of email addresses',
    })
    .max(MAX_INVITE_EMAILS, `You can invite at most ${MAX_INVITE_EMAILS} email addresses at a time`)
    .superRefine((emails, ctx) => {
      const seen = new Set<string>();
      emails.forEach((email, index) => {
        const key = email.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: 'Email already added to invitation list',
          });
        }
        seen.add(key);
      });
    }),
});

/** An args class keeps the SDL's argument order (groupId, emails) as in the contract. */
@ArgsType()
export class InviteToGroupArgs {
  @Field(() => ID)
  groupId: string;

  @Field(() => [String])
  emails: string[];
}
