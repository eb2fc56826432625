import type { SubgraphContext } from '@worship/subgraph-kit';
import { validateInput } from '@worship/subgraph-kit';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from './user.access';
import type { User } from './user.entity';
import { languageOrderInput } from './user.input';
import { userLoaders } from './user.loaders';
import { updateLanguageOrder } from './user.service';
import { UserType } from './user.type';

@Resolver(() => UserType)
export class UserResolver {
  /** The signed-in user, or null for an anonymous caller. */
  @Query(() => UserType, { nullable: true })
  async me(@Ctx() context: SubgraphContext): Promise<User | null> {
    const userId = context.viewer.userId;
    return userId ? userLoaders(context).byId.load(userId) : null;
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
    const input = validateInput(languageOrderInput, { languageOrder });
    return updateLanguageOrder(context.em, user, input.languageOrder);
  }
}
