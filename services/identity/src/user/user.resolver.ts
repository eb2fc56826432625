import type { CoMemberCheck, SubgraphContext } from '@worship/subgraph-kit';
import { validateInput } from '@worship/subgraph-kit';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from './user.access';
import type { User } from './user.entity';
import { languageOrderInput } from './user.input';
import { userLoaders } from './user.loaders';
import { updateLanguageOrder } from './user.service';
import { UserType } from './user.type';

/** The user themself or a site admin: they see everything about the account. */
const seesAll = (user: User, context: SubgraphContext) =>
  context.viewer.userId !== null && (context.viewer.userId === user.id || context.viewer.isAdmin);

/**
 * The user queries and fields. Built by a factory: whether the viewer shares a group with a user
 * comes from the groups service through `sharesGroup` (one batched call per request).
 */
export function createUserResolver(sharesGroup: CoMemberCheck) {
  @Resolver(() => UserType)
  class UserResolver {
    /** The signed-in user, or null for an anonymous caller. */
    @Query(() => UserType, { nullable: true })
    async me(@Ctx() context: SubgraphContext): Promise<User | null> {
      const userId = context.viewer.userId;
      return userId ? userLoaders(context).byId.load(userId) : null;
    }

    /**
     * A user's e-mail address is personal: the user themself, the people they share a group with
     * (the members list shows it) and site admins see it; anyone else, anonymous callers
     * included, gets null.
     */
    @FieldResolver(() => String, { nullable: true })
    async email(@Root() user: User, @Ctx() context: SubgraphContext): Promise<string | null> {
      if (seesAll(user, context)) return user.email;
      return (await sharesGroup(context, user.id)) ? user.email : null;
    }

    /** Whether a user is a site admin: for the user themself and site admins only, else null. */
    @FieldResolver(() => Boolean, { nullable: true })
    isAdmin(@Root() user: User, @Ctx() context: SubgraphContext): boolean | null {
      return seesAll(user, context) ? user.isAdmin : null;
    }

    @Mutation(() => UserType)
    async updateLanguageOrder(
      @Arg('languageOrder', () => String) languageOrder: string,
      @Ctx() context: SubgraphContext,
    ): Promise<User> {
      const user = await requireUser(context);
      const input = validateInput(languageOrderInput, { languageOrder });
      return updateLanguageOrder(context.em, user, input.languageOrder);
    }
  }
  return UserResolver;
}
