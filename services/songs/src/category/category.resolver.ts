import { requireUserId, validateInput, type SubgraphContext } from '@worship/subgraph-kit';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireEditableCategory } from './category.access';
import { Category } from './category.entity';
import {
  CategoryInput,
  createCategorySchema,
  UpdateCategoryArgs,
  updateCategorySchema,
} from './category.input';
import {
  canEditCategory,
  createCategory,
  listCategories,
  updateCategory,
} from './category.service';

@Resolver(() => Category)
export class CategoryResolver {
  /** The site-wide list, by name (signed-in callers). */
  @Query(() => [Category])
  categories(@Ctx() ctx: SubgraphContext): Promise<Category[]> {
    requireUserId(ctx);
    return listCategories(ctx.em);
  }

  /** The same list for anyone (the public songs page's filter). */
  @Query(() => [Category])
  publicCategories(@Ctx() ctx: SubgraphContext): Promise<Category[]> {
    return listCategories(ctx.em);
  }

  @Mutation(() => Category)
  createCategory(
    @Arg('input', () => CategoryInput) input: CategoryInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Category> {
    const userId = requireUserId(ctx);
    return createCategory(ctx.em, userId, validateInput(createCategorySchema, input));
  }

  /** Its creator or a site admin renames or recolours it; absent fields keep their value. */
  @Mutation(() => Category)
  async updateCategory(
    @Args(() => UpdateCategoryArgs) { id, input }: UpdateCategoryArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Category> {
    const category = await requireEditableCategory(ctx, id);
    const data = validateInput(updateCategorySchema, input);
    return updateCategory(ctx.em, ctx.viewer, category, data);
  }

  /** The viewer is its creator or a site admin. */
  @FieldResolver(() => Boolean)
  canEdit(@Root() category: Category, @Ctx() ctx: SubgraphContext): boolean {
    return canEditCategory(ctx.viewer, category);
  }
}
