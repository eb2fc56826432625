import { Router } from 'express';
import { CATEGORY_COLOR_INVALID, CATEGORY_NAME_REQUIRED } from '@worship/common';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { parseBody, requireUser } from './http-error';

/** The category JSON of spec §3. */
export const CATEGORY_FIELDS = 'id name color createdAt';

/**
 * Shapes only: a missing name or colour passes through as absent, so the songs subgraph answers
 * with the spec's messages (and the default colour); the wrong JSON type is refused here.
 */
const categoryBody = z.object(
  {
    name: z.string({ error: CATEGORY_NAME_REQUIRED }).nullish(),
    color: z.string({ error: CATEGORY_COLOR_INVALID }).nullish(),
  },
  { error: BODY_NOT_OBJECT },
);

function toCategoryInput(body: z.infer<typeof categoryBody>) {
  const input: { name?: string; color?: string } = {};
  if (body.name != null) input.name = body.name;
  if (body.color != null) input.color = body.color;
  return input;
}

/**
 * The spec's /api/categories calls (§7, docs/songs-api.md): one GraphQL operation each, as the
 * caller; the songs subgraph owns the rules (who may edit, unique names, colours).
 */
export function categoriesRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.get('/categories', async (req, res) => {
    requireUser(req);
    const data = await run<{ categories: unknown[] }>(
      req,
      `query Categories { categories { ${CATEGORY_FIELDS} } }`,
    );
    res.json(data.categories);
  });

  router.get('/categories/public', async (req, res) => {
    const data = await run<{ publicCategories: unknown[] }>(
      req,
      `query PublicCategories { publicCategories { ${CATEGORY_FIELDS} } }`,
    );
    res.json(data.publicCategories);
  });

  router.post('/categories', async (req, res) => {
    requireUser(req);
    const input = toCategoryInput(parseBody(categoryBody, req.body));
    const data = await run<{ createCategory: unknown }>(
      req,
      `mutation CreateCategory($input: CategoryInput!) {
        createCategory(input: $input) { ${CATEGORY_FIELDS} }
      }`,
      { input },
    );
    res.status(201).json(data.createCategory);
  });

  router.patch('/categories/:id', async (req, res) => {
    requireUser(req);
    const input = toCategoryInput(parseBody(categoryBody, req.body));
    const data = await run<{ updateCategory: unknown }>(
      req,
      `mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
        updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} }
      }`,
      { id: req.params.id, input },
    );
    res.json(data.updateCategory);
  });

  return router;
}
