import { API_KEYS_NEED_SESSION_MESSAGE } from '@worship/common';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { HttpError, parseBody, requireUser } from './http-error';

const USER_FIELDS = 'id firstName lastName email profileImageUrl isAdmin createdAt languageOrder';
const API_KEY_FIELDS = 'id name createdAt lastUsed isActive';
/** GET /api/auth/user's operation; the gateway also runs it once at start (warm-up.ts). */
export const CURRENT_USER_QUERY = `query CurrentUser { me { ${USER_FIELDS} } }`;

const LANGUAGE_ORDER_MESSAGE =
  'Language order must list english, malayalam, tamil and hindi, each exactly once.';
const API_KEY_NAME_MESSAGE = 'Please enter a name for your API key.';

const languageOrderBody = z.object({
  languageOrder: z.string({ message: LANGUAGE_ORDER_MESSAGE }),
});
const apiKeyBody = z.object({ name: z.string({ message: API_KEY_NAME_MESSAGE }) });

/**
 * API keys are managed from a signed-in session only (identity enforces it too): checked first,
 * so a key-authenticated call learns nothing from validation.
 */
function requireSession(req: Request) {
  requireUser(req);
  if (req.viewer.via !== 'session') throw new HttpError(403, API_KEYS_NEED_SESSION_MESSAGE);
}

/**
 * The spec's /api/auth/* calls (docs/contracts.md), each one GraphQL operation on the gateway
 * as the caller: the identity subgraph decides who may do what.
 */
export function identityRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.get('/auth/user', async (req, res) => {
    requireUser(req);
    const { me } = await run<{ me: unknown }>(req, CURRENT_USER_QUERY);
    if (!me) throw new HttpError(401, 'Unauthorized');
    res.json(me);
  });

  router.patch('/auth/user/language-order', async (req, res) => {
    requireUser(req);
    const { languageOrder } = parseBody(languageOrderBody, req.body);
    const data = await run<{ updateLanguageOrder: unknown }>(
      req,
      `mutation UpdateLanguageOrder($languageOrder: String!) {
        updateLanguageOrder(languageOrder: $languageOrder) { ${USER_FIELDS} }
      }`,
      { languageOrder },
    );
    res.json(data.updateLanguageOrder);
  });

  router.get('/auth/api-keys', async (req, res) => {
    requireSession(req);
    const data = await run<{ apiKeys: unknown[] }>(
      req,
      `query ApiKeys { apiKeys { ${API_KEY_FIELDS} } }`,
    );
    res.json(data.apiKeys);
  });

  router.post('/auth/api-keys', async (req, res) => {
    requireSession(req);
    const { name } = parseBody(apiKeyBody, req.body);
    const data = await run<{ createApiKey: unknown }>(
      req,
      `mutation CreateApiKey($name: String!) { createApiKey(name: $name) { ${API_KEY_FIELDS} key } }`,
      { name },
    );
    res.status(201).json(data.createApiKey);
  });

  router.delete('/auth/api-keys/:id', async (req, res) => {
    requireSession(req);
    await run(req, `mutation DeleteApiKey($id: ID!) { deleteApiKey(id: $id) }`, {
      id: req.params.id,
    });
    res.json({ message: 'API key deleted' });
  });

  return router;
}
