import type { SubgraphContext } from '@worship/subgraph-kit';
import { validateInput } from '@worship/subgraph-kit';
import { z } from 'zod';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { User } from './user.entity';
import { languageOrderInput } from './user.input';
import { requireUser, userLoader } from './user.reference';
import { UserType } from './user.type';

@Resolver(() => UserType)
export class UserResolver {
  /** The signed-in user, or null for an anonymous caller. */
  @Query(() => UserType, { nullable: true })
  async me(@Ctx() context: SubgraphContext): Promise<User | null> {
    const userId = context.viewer.userId;
    return userId ? userLoader(context).load(userId) : null;
  }

  /** E-mail addresses are for signed-in callers (group member lists), never for anonymous ones. */
  @FieldResolver(() => String, { nullable: true })
  email(@Root() user: User, @Ctx() context: SubgraphContext): string | null {
    return context.viewer.userId ? user.email : null;
  }

  @Mutation(() => UserType)
  async updateLanguageOrder(
    @Arg('languageOrder', () => String) languageOrder: string,
    @Ctx() context: SubgraphContext,
  ): Promise<User> {
    const user = await requireUser(context);
    const input = validateInput(z.object({ languageOrder: languageOrderInput }), { languageOrder });
    user.languageOrder = input.languageOrder;
    await context.em.flush();
    return user;
  }
}
