import { PHONETIC_LANGUAGE_MESSAGE, TRANSLITERATE_TEXT_REQUIRED } from '@worship/common';
import { Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { parseBody } from './http-error';
import { oneValue } from './songs.routes';

const suggestQuery = z.object({ q: oneValue('q'), language: oneValue('language') });

/** Strings only (GraphQL would refuse anything else in its own words); the rest is the subgraph's. */
const transliterateBody = z.object(
  {
    text: z.string({ error: TRANSLITERATE_TEXT_REQUIRED }),
    from: z.string({ error: PHONETIC_LANGUAGE_MESSAGE }),
  },
  { error: BODY_NOT_OBJECT },
);

/**
 * The script tools (docs/transliteration.md), for anyone: phonetic typing suggestions and the
 * Latin transliteration of native lyrics. Thin: the songs subgraph validates and converts.
 */
export function transliterateRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.get('/transliterate/suggest', async (req, res) => {
    const { q, language } = parseBody(suggestQuery, req.query);
    const data = await run<{ transliterationSuggestions: string[] }>(
      req,
      `query TransliterationSuggestions($q: String!, $language: String!) {
        transliterationSuggestions(q: $q, language: $language)
      }`,
      { q: q ?? '', language: language ?? '' },
    );
    res.json({ candidates: data.transliterationSuggestions });
  });

  router.post('/transliterate', async (req, res) => {
    const { text, from } = parseBody(transliterateBody, req.body);
    const data = await run<{ transliterate: string }>(
      req,
      `query Transliterate($text: String!, $from: String!) {
        transliterate(text: $text, from: $from)
      }`,
      { text, from },
    );
    res.json({ text: data.transliterate });
  });

  return router;
}
