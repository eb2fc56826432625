import { Field, InputType } from 'type-graphql';
import { z } from 'zod';

@InputType()
export class CreateGroupInput {
  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;

/** The spec's rules and messages (§5): names are trimmed; an empty description is absent. */
export const createGroupSchema = z.object({
  name: z
    .string({ error: 'Group name is required' })
    .trim()
    .min(1, 'Group name is required')
    .max(GROUP_NAME_MAX, `Name must be ${GROUP_NAME_MAX} characters or less`),
  description: z
    .string({ error: `Description must be text` })
    .trim()
    .max(GROUP_DESCRIPTION_MAX, `Description must be ${GROUP_DESCRIPTION_MAX} characters or less`)
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type CreateGroupData = z.infer<typeof createGroupSchema>;
