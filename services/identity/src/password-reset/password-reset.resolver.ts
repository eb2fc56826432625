import type { SubgraphContext } from '@worship/subgraph-kit';
import { validateInput } from '@worship/subgraph-kit';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { User } from '../user/user.entity';
import { UserType } from '../user/user.type';
import { requireUsersAdmin } from './password-reset.access';
import {
  createResetLinkInput,
  resetPasswordInput,
  resetTokenInput,
  userSearchInput,
} from './password-reset.input';
import {
  createResetLink,
  describeResetLink,
  resetLinkPath,
  resetPassword,
  searchUsers,
} from './password-reset.service';
import { PasswordResetInfoType, PasswordResetLinkType } from './password-reset.type';

/**
 * Password resets without mail: a site admin finds the account and creates a one-time link,
 * hands it over, and its holder sets a new password on the link's page.
 */
@Resolver()
export class PasswordResetResolver {
  /** Accounts by name or e-mail (site admins only), by name. */
  @Query(() => [UserType])
  async users(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() context: SubgraphContext,
  ): Promise<User[]> {
    await requireUsersAdmin(context);
    return searchUsers(context.em, validateInput(userSearchInput, { search, limit, offset }));
  }

  /** A one-time link valid for 24 hours; the user's older links stop working. */
  @Mutation(() => PasswordResetLinkType)
  async createPasswordResetLink(
    @Arg('userId', () => ID) userId: string,
    @Ctx() context: SubgraphContext,
  ): Promise<PasswordResetLinkType> {
    const admin = await requireUsersAdmin(context);
    const input = validateInput(createResetLinkInput, { userId });
    const { token, reset } = await createResetLink(
      context.em,
      admin.id,
      input.userId.toLowerCase(),
    );
    return { token, path: resetLinkPath(token), expiresAt: reset.expiresAt, user: reset.user };
  }

  /** Whose account a link resets (anyone holding it may ask); why not, when it cannot be used. */
  @Query(() => PasswordResetInfoType)
  async passwordReset(
    @Arg('token', () => String) token: string,
    @Ctx() context: SubgraphContext,
  ): Promise<PasswordResetInfoType> {
    const input = validateInput(resetTokenInput, { token });
    const reset = await describeResetLink(context.em, input.token);
    return {
      email: reset.user.email,
      firstName: reset.user.firstName,
      expiresAt: reset.expiresAt,
    };
  }

  /** Sets the new password through the link (once); every session of the account ends. */
  @Mutation(() => Boolean)
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() context: SubgraphContext,
  ): Promise<boolean> {
    const input = validateInput(resetPasswordInput, { token, newPassword });
    await resetPassword(context.em, input);
    return true;
  }
}
