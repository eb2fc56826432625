import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { z } from 'zod';
import {
  CATEGORY_COLOR_INVALID,
  CATEGORY_NAME_MAX,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_NAME_TOO_LONG,
  DEFAULT_CATEGORY_COLOR,
} from '@worship/common';

@InputType()
export class CategoryInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;
}

/** An args class keeps the SDL's argument order (id, input) as in the contract. */
@ArgsType()
export class UpdateCategoryArgs {
  @Field(() => ID)
  id: string;

  @Field(() => CategoryInput)
  input: CategoryInput;
}

export {
  CATEGORY_NAME_MAX,
  DEFAULT_CATEGORY_COLOR,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_COLOR_INVALID,
};

const name = z
  .string({ error: CATEGORY_NAME_REQUIRED })
  .trim()
  .min(1, CATEGORY_NAME_REQUIRED)
  .max(CATEGORY_NAME_MAX, CATEGORY_NAME_TOO_LONG);

/** `#rrggbb`, stored lower-case; empty means absent. */
const color = z
  .string({ error: CATEGORY_COLOR_INVALID })
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, CATEGORY_COLOR_INVALID)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));

/** A new category (spec §5): a name, and a colour that defaults to #3b82f6. */
export const createCategorySchema = z.object({
  name,
  color: color.transform((value) => value ?? DEFAULT_CATEGORY_COLOR),
});

/** A change (PATCH): each field absent keeps its value; a present one follows the same rules. */
export const updateCategorySchema = z.object({
  name: name.nullish().transform((value) => value ?? null),
  color,
});

export type CreateCategoryData = z.infer<typeof createCategorySchema>;
export type UpdateCategoryData = z.infer<typeof updateCategorySchema>;
