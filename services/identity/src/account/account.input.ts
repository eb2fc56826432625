import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { emailSchema, registerInput } from '../user/user.input';

/** The registration rules, word for word: one rule for a name or password wherever it is set. */
const { firstName, lastName, password: newPassword } = registerInput.shape;
export { newPassword as newPasswordSchema };

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';

/** The current password as typed; only checked against the stored hash, so no other rule. */
const currentPassword = z
  .string({ message: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(1024, 'Password is too long');

export const updateProfileInput = z.object({ firstName, lastName });
export type UpdateProfileData = z.infer<typeof updateProfileInput>;

export const changeEmailInput = z.object({ email: emailSchema, currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

export const changePasswordInput = z.object({ currentPassword, newPassword });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const DELETE_CONFIRMATION_REQUIRED = 'Please enter your password to confirm.';

export const deleteAccountInput = z.object({
  password: z
    .string({ message: DELETE_CONFIRMATION_REQUIRED })
    .min(1, DELETE_CONFIRMATION_REQUIRED)
    .max(1024, 'Password is too long'),
});

@InputType()
export class UpdateProfileInput {
  @Field(() => String)
  firstName: string;

  @Field(() => String, { nullable: true })
  lastName?: string | null;
}
