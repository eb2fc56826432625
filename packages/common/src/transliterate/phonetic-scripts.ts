import type { PhoneticScript } from './phonetic-engine';
import type { PhoneticLanguage } from './transliterate-rules';

/**
 * The phonetic tables of one language, loaded on first use: in the browser each is its own chunk
 * (a dynamic import), fetched only when a field is switched to that language.
 */
const loaded = new Map<PhoneticLanguage, Promise<PhoneticScript>>();

export function loadPhoneticScript(language: PhoneticLanguage): Promise<PhoneticScript> {
  let script = loaded.get(language);
  if (!script) {
    switch (language) {
      case 'malayalam':
        script = import('./malayalam-phonetic.js').then((m) => m.MALAYALAM_PHONETIC);
        break;
      case 'tamil':
        script = import('./tamil-phonetic.js').then((m) => m.TAMIL_PHONETIC);
        break;
      default:
        script = import('./hindi-phonetic.js').then((m) => m.HINDI_PHONETIC);
    }
    loaded.set(language, script);
  }
  return script;
}
