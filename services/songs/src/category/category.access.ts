import {
  ForbiddenError,
  isUuid,
  NotFoundError,
  requireUserId,
  type SubgraphContext,
} from '@worship/subgraph-kit';
import type { Category } from './category.entity';
import { categoryLoaders } from './category.loaders';
import { CATEGORY_EDIT_FORBIDDEN, CATEGORY_NOT_FOUND, canEditCategory } from './category.service';

/**
 * A category the signed-in caller may edit (its creator or a site admin): FORBIDDEN for anyone
 * else, before their input is even read; NOT_FOUND for a malformed or unknown id.
 */
export async function requireEditableCategory(
  context: SubgraphContext,
  id: string,
): Promise<Category> {
  requireUserId(context);
  const category = isUuid(id) ? await categoryLoaders(context).byId.load(id.toLowerCase()) : null;
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
  if (!canEditCategory(context.viewer, category)) throw new ForbiddenError(CATEGORY_EDIT_FORBIDDEN);
  return category;
}
