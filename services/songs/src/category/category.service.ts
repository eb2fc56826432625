import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ConflictError,
  ForbiddenError,
  type EntityManager,
  type Viewer,
} from '@worship/subgraph-kit';
import { Category } from './category.entity';
import type { CreateCategoryData, UpdateCategoryData } from './category.input';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists';
export const CATEGORY_EDIT_FORBIDDEN = 'Only its creator or a site admin can edit this category';

/** Every category, by name (case-insensitively). A site-wide list of tens: sorted here. */
export async function listCategories(em: EntityManager): Promise<Category[]> {
  const categories = await em.find(Category, {});
  const key = (c: Category) => [c.name.toLowerCase(), c.name, c.id].join('\u0000');
  return categories.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The categories with these ids (any order). Backs the request's loader. */
export function findCategoriesByIds(em: EntityManager, ids: string[]): Promise<Category[]> {
  return em.find(Category, { id: { $in: ids } });
}

/** Whether the viewer may edit the category: its creator or a site admin. */
export function canEditCategory(viewer: Viewer, category: Category): boolean {
  return !!viewer.userId && (viewer.isAdmin || category.createdBy === viewer.userId);
}

/** Flushes, turning the case-insensitive unique index's refusal into CONFLICT. */
async function flushUniqueName(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      em.clear();
      throw new ConflictError(CATEGORY_NAME_TAKEN);
    }
    throw error;
  }
}

export async function createCategory(
  em: EntityManager,
  userId: string,
  data: CreateCategoryData,
): Promise<Category> {
  const category = em.create(Category, { ...data, createdBy: userId });
  await flushUniqueName(em);
  return category;
}

/** Renames and/or recolours a category (its creator or a site admin only). */
export async function updateCategory(
  em: EntityManager,
  viewer: Viewer,
  category: Category,
  data: UpdateCategoryData,
): Promise<Category> {
  if (!canEditCategory(viewer, category)) throw new ForbiddenError(CATEGORY_EDIT_FORBIDDEN);
  if (data.name !== null) category.name = data.name;
  if (data.color !== null) category.color = data.color;
  await flushUniqueName(em);
  return category;
}
