import { buildLetterModel } from './letter-model';
import type { PhoneticScript } from './phonetic-engine';
import type { PhoneticLanguage } from './transliterate-rules';

/**
 * The phonetic tables of one language, loaded on first use: in the browser each is its own chunk
 * (a dynamic import), fetched only when a field is switched to that language. A letter model of
 * the word list comes with them (a few milliseconds): it ranks the spellings of words the list
 * lacks by how much they look like its words.
 */
const loaded = new Map<PhoneticLanguage, Promise<PhoneticScript>>();

export function loadPhoneticScript(language: PhoneticLanguage): Promise<PhoneticScript> {
  let script = loaded.get(language);
  if (!script) {
    script = tablesOf(language).then(async (tables) => ({
      ...tables,
      letters: await buildLetterModel([], tables.words),
    }));
    loaded.set(language, script);
  }
  return script;
}

function tablesOf(language: PhoneticLanguage): Promise<PhoneticScript> {
  switch (language) {
    case 'malayalam':
      return import('./malayalam-phonetic.js').then((m) => m.MALAYALAM_PHONETIC);
    case 'tamil':
      return import('./tamil-phonetic.js').then((m) => m.TAMIL_PHONETIC);
    default:
      return import('./hindi-phonetic.js').then((m) => m.HINDI_PHONETIC);
  }
}
