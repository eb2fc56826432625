import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import {
  GROUP_NAME_MAX,
  GROUP_NAME_REQUIRED,
  GROUP_NAME_TOO_LONG,
  isTimeZone,
  TIME_ZONE_MESSAGE,
  tooLongMessage,
} from '@worship/common';

@InputType()
export class CreateGroupInput {
  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

export { GROUP_NAME_MAX };
export const GROUP_DESCRIPTION_MAX = 500;

/** The spec's rules and messages (§5): names are trimmed; an empty description is absent. */
export const createGroupSchema = z.object({
  name: z
    .string({ error: GROUP_NAME_REQUIRED })
    .trim()
    .min(1, GROUP_NAME_REQUIRED)
    .max(GROUP_NAME_MAX, GROUP_NAME_TOO_LONG),
  description: z
    .string({ error: `Description must be text` })
    .trim()
    .max(GROUP_DESCRIPTION_MAX, tooLongMessage('Description', GROUP_DESCRIPTION_MAX))
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type CreateGroupData = z.infer<typeof createGroupSchema>;

/** Issue 21: a group's time zone; '' or null: back to the deployment's default. */
export const groupTimeZoneSchema = z.object({
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isTimeZone(value), TIME_ZONE_MESSAGE),
});
