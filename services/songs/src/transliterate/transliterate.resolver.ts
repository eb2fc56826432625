import { suggestText, SUGGESTIONS_MAX, transliterateText } from '@worship/common';
import { loadPhoneticScriptWithDictionary, validateInput } from '@worship/subgraph-kit';
import { Args, Query, Resolver } from 'type-graphql';
import {
  TransliterateArgs,
  transliterateSchema,
  TransliterationSuggestionsArgs,
  transliterationSuggestionsSchema,
} from './transliterate.input';

/**
 * Script tools for anyone (docs/transliteration.md): they read no stored data, so they need no
 * sign-in. Suggestions come from the tables the browser loads plus the system's spelling
 * dictionary where installed (as the gateway's route); the library's vocabulary is not consulted,
 * since it holds the words of private songs.
 */
@Resolver()
export class TransliterateResolver {
  /** Native candidates for Latin text typed phonetically, best first, at most 5. */
  @Query(() => [String])
  async transliterationSuggestions(
    @Args(() => TransliterationSuggestionsArgs) args: TransliterationSuggestionsArgs,
  ): Promise<string[]> {
    const { q, language } = validateInput(transliterationSuggestionsSchema, args);
    return suggestText(q, await loadPhoneticScriptWithDictionary(language), SUGGESTIONS_MAX);
  }

  /** Malayalam, Tamil or Hindi lyrics written in Latin letters, inline chords kept in place. */
  @Query(() => String)
  transliterate(@Args(() => TransliterateArgs) args: TransliterateArgs): string {
    const { text } = validateInput(transliterateSchema, args);
    return transliterateText(text);
  }
}
