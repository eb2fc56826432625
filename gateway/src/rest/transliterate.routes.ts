import {
  isPhoneticLanguage,
  PHONETIC_LANGUAGE_MESSAGE,
  SUGGEST_QUERY_MAX,
  SUGGEST_QUERY_REQUIRED,
  SUGGEST_QUERY_TOO_LONG,
  suggestText,
  SUGGESTIONS_MAX,
  TRANSLITERATE_TEXT_REQUIRED,
  type PhoneticLanguage,
} from '@worship/common';
import { loadPhoneticScriptWithDictionary } from '@worship/subgraph-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { parseBody } from './http-error';
import { oneValue } from './songs.routes';

/** The songs subgraph's rules for `transliterationSuggestions` (transliterate.input.ts). */
const suggestQuery = z.object({
  q: oneValue('q')
    .refine((q) => q !== undefined && q.trim().length > 0, SUGGEST_QUERY_REQUIRED)
    .refine((q) => (q ?? '').length <= SUGGEST_QUERY_MAX, SUGGEST_QUERY_TOO_LONG)
    .transform((q) => q ?? ''),
  language: oneValue('language')
    .refine(isPhoneticLanguage, PHONETIC_LANGUAGE_MESSAGE)
    .transform((language) => language as PhoneticLanguage),
});

/** Strings only (GraphQL would refuse anything else in its own words); the rest is the subgraph's. */
const transliterateBody = z.object(
  {
    text: z.string({ error: TRANSLITERATE_TEXT_REQUIRED }),
    from: z.string({ error: PHONETIC_LANGUAGE_MESSAGE }),
  },
  { error: BODY_NOT_OBJECT },
);

/**
 * Phonetic typing suggestions, for anyone (docs/transliteration.md). The one REST route answered in
 * the gateway itself rather than by a GraphQL operation: it is made to be asked at every keystroke,
 * issue 22 gives it 20 ms p95, and the engine (packages/common, the same tables the browser loads)
 * reads no stored data (the tables, and the system's spelling dictionary where installed).
 * Through the songs subgraph a suggestion cost ~10 ms of CPU (planning, the
 * HTTP hop, validation twice) for ~0.2 ms of conversion. It needs no viewer, so it is mounted
 * before the sign-in middleware and the other routers. The GraphQL field
 * `transliterationSuggestions` gives the same answers by the same rules.
 */
export function suggestionRoute(): Router {
  const router = Router();
  router.get('/transliterate/suggest', async (req, res) => {
    const { q, language } = parseBody(suggestQuery, req.query);
    const candidates = suggestText(
      q,
      await loadPhoneticScriptWithDictionary(language),
      SUGGESTIONS_MAX,
    );
    res.json({ candidates });
  });
  return router;
}

/** The Latin transliteration of native lyrics, for anyone. Thin: the songs subgraph converts. */
export function transliterateRoutes({ run }: GatewayDeps): Router {
  const router = Router();

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
