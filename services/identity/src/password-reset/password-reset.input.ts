import { isUuid } from '@worship/subgraph-kit';
import { z } from 'zod';
import { newPasswordSchema } from '../account/account.input';

export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const RESET_LINK_INVALID = 'This password reset link is not valid.';

export const createResetLinkInput = z.object({
  userId: z.string().refine(isUuid, USER_NOT_FOUND_MESSAGE),
});

/** A token far from the shape of one cannot be one: it is simply not valid. */
const token = z
  .string({ message: RESET_LINK_INVALID })
  .min(16, RESET_LINK_INVALID)
  .max(200, RESET_LINK_INVALID);

export const resetTokenInput = z.object({ token });

export const resetPasswordInput = z.object({ token, newPassword: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const userSearchInput = z.object({
  search: z
    .string()
    .trim()
    .max(200, 'Search must be 200 characters or less')
    .nullish()
    .transform((value) => value ?? ''),
  limit: z.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100'),
  offset: z.number().int().min(0, 'offset must be 0 or more'),
});
export type UserSearchInput = z.infer<typeof userSearchInput>;
