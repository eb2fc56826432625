import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  type DocumentNode,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
// The CommonJS build, like Apollo's own `graphql`: its ESM build imports graphql's .mjs copy,
// whose type checks refuse the gateway's schema objects wherever both copies load (Vitest).
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity/cjs';
import type { GatewayContext } from './gateway-context';

// The price of an operation, in the largest answer it may produce (docs/graphql.md "Cost").
// Every field costs 1; a list field costs its size times (1 + what each item selects); a big
// text costs its longest value in 100-character units. Sizes are worst cases the services
// enforce: a `limit` argument (clamped to its documented maximum: over it the service refuses
// the call anyway), else its default, else a stated count. A song may hold 100 stanzas of
// 10,000 characters, each with 10 transliterations as long, so
// `{ publicSongs(limit: 1000) { stanzas { lyrics transliterations { text } } } }` costs
// ~111 million, and is refused before any subgraph is asked.

/**
 * What one operation may cost: the smallest round figure over the largest front-end operations,
 * the song library's lists of 1000 cards (~1.04 million each), with margin. A song view reads one
 * song in full (~113,000; a shared schedule's through `songs(songId:)`), and a schedule's rows
 * read card fields, so a schedule with every song in full (~5.6 million) is refused.
 */
export const COST_BUDGET = 1_500_000;

export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

/** graphql-query-complexity's own refusal past 10,000 evaluated fields. */
const TOO_MANY_NODES = 'Query exceeds the maximum allowed number of nodes.';

const formatted = (n: number) => n.toLocaleString('en-US');

export const costMessage = (cost: number, budget = COST_BUDGET) =>
  `Query is too costly: it costs ${formatted(cost)} and the limit is ${formatted(budget)} (a list counts as its limit; ask for fewer items or fields)`;

export const TOO_MANY_FIELDS = `Query is too costly: it selects more than 10,000 fields once its fragments are spread, and the limit is ${formatted(COST_BUDGET)}`;

const STANZAS_PER_SONG = 100; // services/songs STANZAS_MAX
const TRANSLITERATIONS_PER_STANZA = 10; // services/songs TRANSLITERATIONS_MAX
const LYRICS_MAX = 10_000; // services/songs LYRICS_MAX (a stanza's lyrics, a transliteration)
/**
 * A schedule's songs are not capped (a song at most once per schedule): counted as 50, well above
 * a service's set list; its rows read card fields (`lyricsExcerpt`), one song at a time in full.
 */
export const SONGS_PER_SCHEDULE = 50;
/** Any other list (groups, members, categories, authors…): none is paged, none is large. */
export const OTHER_LIST_SIZE = 100;

type Args = Record<string, unknown>;

/** A paged list: its `limit` (1..max), else its default (the schema's default arrives as args). */
const paged =
  (fallback: number, max: number) =>
  (args: Args): number => {
    const limit = args.limit;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) return fallback;
    return Math.min(limit, max);
  };
const fixed = (size: number) => () => size;

/** `Type.field` → how many items the list may hold. */
const LIST_SIZES: Record<string, (args: Args) => number> = {
  'Query.songs': paged(1000, 1000),
  'Query.publicSongs': paged(500, 1000),
  'Query.searchSongs': paged(20, 1000),
  'Query.searchPublicSongs': paged(20, 1000),
  // services/songs SUGGESTIONS_MAX
  'Query.songSearchSuggestions': fixed(3),
  'Query.publicSongSearchSuggestions': fixed(3),
  // @worship/common SUGGESTIONS_MAX
  'Query.transliterationSuggestions': fixed(5),
  'Query.schedules': paged(100, 500),
  'Group.popularSongs': paged(10, 50),
  'Song.stanzas': fixed(STANZAS_PER_SONG),
  'Song.transliterationPreviews': fixed(TRANSLITERATIONS_PER_STANZA),
  'Stanza.transliterations': fixed(TRANSLITERATIONS_PER_STANZA),
  // `songs(songId:)` answers that song's entry alone (a song is at most once per schedule);
  // `songs(limit:)` at most that many.
  'Schedule.songs': (args) => {
    if (args.songId != null) return 1;
    const { limit } = args;
    return typeof limit === 'number' && Number.isInteger(limit) && limit >= 0
      ? Math.min(limit, SONGS_PER_SCHEDULE)
      : SONGS_PER_SCHEDULE;
  },
  'Group.languageStats': fixed(4),
  // services/schedules CALENDAR_FEED_SERVICES_MAX; each service's songs as a schedule's.
  'CalendarFeedServices.services': fixed(500),
  'CalendarService.songs': fixed(SONGS_PER_SCHEDULE),
  // One file a song: the ids asked for, or a whole group's library.
  'Query.exportSongs': (args) => (Array.isArray(args.ids) ? args.ids.length : 1000),
  'Mutation.importSongs': fixed(1000),
};

/** `Type.field` → the longest text it may hold, in characters (services' input limits). */
const TEXT_LENGTHS: Record<string, number> = {
  'Stanza.lyrics': LYRICS_MAX,
  // @worship/common TRANSLITERATE_TEXT_MAX: one stanza's lyrics in Latin letters
  'Query.transliterate': LYRICS_MAX,
  // Under `transliterationPreviews` a text is at most 100 characters; counted at its longest
  // everywhere (a preview list of 10 then costs 1,000: small beside a card's other fields).
  'Transliteration.text': LYRICS_MAX,
  // Every stanza's lyrics joined by a blank line.
  'Song.lyrics': STANZAS_PER_SONG * LYRICS_MAX + (STANZAS_PER_SONG - 1) * 2,
  'Song.lyricsExcerpt': 151,
  'Song.translation': 20_000,
  'Song.title': 200,
  'Song.author': 200,
  'Song.artist': 200,
  'Song.copyright': 200,
  'Group.description': 500,
};

/** A text field's weight: its longest value in 100-character units (at least 1). */
const textWeight = (key: string) => Math.max(1, Math.ceil((TEXT_LENGTHS[key] ?? 0) / 100));

/** `[Song!]!`, `[Song]`: by the type's name, which reads the same from either graphql copy. */
function isList(type: GraphQLOutputType): boolean {
  return String(type).startsWith('[');
}

function estimate({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number {
  // Introspection is priced as one field: it reads the fixed schema, not the services' data
  // (and is for signed-in callers only: introspectionForSignedIn).
  if (field.name === '__schema' || field.name === '__type') return 1;
  const key = `${type.name}.${field.name}`;
  const item = childComplexity > 0 ? 1 + childComplexity : textWeight(key);
  if (!isList(field.type)) return item;
  const size = LIST_SIZES[key]?.(args) ?? OTHER_LIST_SIZE;
  return size * item;
}

/** The cost of one operation of `document` with these variables (docs/graphql.md). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName: operationName ?? undefined,
    estimators: [estimate],
  });
}

const tooCostly = (message: string, extensions: Record<string, number>) =>
  new GraphQLError(message, {
    extensions: { code: QUERY_TOO_COSTLY, ...extensions, http: { status: 400 } },
  });

/**
 * Refuses an operation that costs more than the budget, once its variables are known and before
 * the gateway plans it (no subgraph is asked): a 400 with code QUERY_TOO_COSTLY.
 *
 * The REST adapter's operations (`trusted` context: gateway/src/rest) are not priced: they are
 * fixed documents of this repository whose lists are bounded by the routes' own parameters, and
 * their spec §3 song JSON (every stanza) is what `/api/songs` and a schedule's songs must answer.
 * The public REST lists answer card fields (no stanzas).
 */
export function queryCostLimit(budget = COST_BUDGET): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.trusted) return;
      return {
        async didResolveOperation({ schema, document, request, operationName }) {
          let cost: number;
          try {
            cost = operationCost(schema, document, request.variables ?? {}, operationName);
          } catch (error) {
            const message = error instanceof Error ? error.message : '';
            // Fragments spread into each other until there are too many fields to price.
            if (message === TOO_MANY_NODES) throw tooCostly(TOO_MANY_FIELDS, { limit: budget });
            // Variables that do not fit their types: execution refuses them with its own message.
            if (message.startsWith('Variable "$')) return;
            throw error;
          }
          if (cost > budget) throw tooCostly(costMessage(cost, budget), { cost, limit: budget });
        },
      };
    },
  };
}
