import type { ServerPhoneticSuggest } from '@worship/design-system';

/**
 * The gateway's phonetic candidates for the design system's phonetic fields
 * (`GET /api/transliterate/suggest`, docs/rest.md): the servers know the system's spelling
 * dictionaries. Anyone may ask; a failure rejects and the page's own candidates stay.
 */
export const serverPhoneticSuggest: ServerPhoneticSuggest = async (word, language, signal) => {
  const query = new URLSearchParams({ q: word, language });
  const response = await fetch(`/api/transliterate/suggest?${query}`, {
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const body = (await response.json()) as { candidates?: unknown };
  return Array.isArray(body.candidates)
    ? body.candidates.filter((candidate): candidate is string => typeof candidate === 'string')
    : [];
};
