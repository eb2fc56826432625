import type { SubgraphContext } from '@worship/subgraph-kit';
import { validateInput } from '@worship/subgraph-kit';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { requireUser } from '../user/user.access';
import type { User } from '../user/user.entity';
import { UserType } from '../user/user.type';
import { requireSessionUser } from './account.access';
import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  UpdateProfileInput,
  updateProfileInput,
} from './account.input';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  endSessions,
  updateProfile,
} from './account.service';

/**
 * The signed-in user's own account. Name changes are open to any signed-in caller; e-mail,
 * password, signing out other sessions and deletion need a password session (not an API key)
 * and, except signing out, the current password again.
 */
@Resolver()
export class AccountResolver {
  @Mutation(() => UserType)
  async updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() context: SubgraphContext,
  ): Promise<User> {
    const user = await requireUser(context);
    return updateProfile(context.em, user, validateInput(updateProfileInput, input));
  }

  @Mutation(() => UserType)
  async changeEmail(
    @Arg('email', () => String) email: string,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Ctx() context: SubgraphContext,
  ): Promise<User> {
    const { user } = await requireSessionUser(context);
    const input = validateInput(changeEmailInput, { email, currentPassword });
    return changeEmail(context.em, user, input);
  }

  /** Returns how many other sessions were signed out. */
  @Mutation(() => Int)
  async changePassword(
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() context: SubgraphContext,
  ): Promise<number> {
    const { user, sessionId } = await requireSessionUser(context);
    const input = validateInput(changePasswordInput, { currentPassword, newPassword });
    return changePassword(context.em, user, sessionId, input);
  }

  /** Ends every session of the account but the caller's; returns how many ended. */
  @Mutation(() => Int)
  async signOutOtherSessions(@Ctx() context: SubgraphContext): Promise<number> {
    const { user, sessionId } = await requireSessionUser(context);
    return endSessions(context.em, user.id, sessionId);
  }

  /** Deletes the caller's account (DELETE for an account without a password). */
  @Mutation(() => Boolean)
  async deleteAccount(
    @Arg('password', () => String) password: string,
    @Ctx() context: SubgraphContext,
  ): Promise<boolean> {
    const { user } = await requireSessionUser(context);
    const input = validateInput(deleteAccountInput, { password });
    await deleteAccount(context.em, user, input.password);
    return true;
  }
}
