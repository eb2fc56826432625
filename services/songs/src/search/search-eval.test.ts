import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startSongsService, type SongsService } from '../test/harness';
import evaluation from './search-eval.json';

/**
 * The search evaluation (search-eval.json): 64 songs in four languages and ~400 queries written
 * from how people really type them (typos, other romanizations, half-typed words, words of a
 * line, title words reordered or in mixed scripts, English look-alikes), each naming the song a
 * good search puts in its top 5. Written apart from the search code, so that search is measured
 * on it, not fitted to it. The songs go in through the graph and every query is a real
 * `searchPublicSongs`: the folding, the SQL, the forgiving tier and the ranking all count.
 */

interface EvalSong {
  id: string;
  title: string;
  language: string;
  author: string | null;
  stanzas: { lyrics: string; transliterations: { language: string; text: string }[] }[];
}
interface EvalQuery {
  query: string;
  kind: string;
  expect: string;
}

const songs = evaluation.songs as EvalSong[];
const queries = evaluation.queries as EvalQuery[];
/** Below this share of queries with their song in the top 5, the test fails. */
const RECALL_AT_5_MIN = 0.97;
/** Results read for the reciprocal rank. */
const DEPTH = 20;

const SEARCH = `query($q: String!, $limit: Int) { searchPublicSongs(query: $q, limit: $limit) { id } }`;

let svc: SongsService;
const idOf = new Map<string, string>();
beforeAll(async () => {
  svc = await startSongsService('songs_eval');
  const author = newUser();
  svc.group(author);
  for (const song of songs) {
    const created = await svc.createSong(author, {
      title: song.title,
      language: song.language,
      author: song.author,
      isPublic: true,
      stanzas: song.stanzas,
    });
    idOf.set(song.id, created.id as string);
  }
});
afterAll(() => svc?.close());

describe('the search evaluation set', () => {
  it('has 300+ queries over 60+ songs, each query naming a song of the set', () => {
    expect(songs.length).toBeGreaterThanOrEqual(60);
    expect(queries.length).toBeGreaterThanOrEqual(300);
    const ids = new Set(songs.map((song) => song.id));
    for (const query of queries) expect(ids.has(query.expect), query.query).toBe(true);
  });

  it(`finds the song in the top 5 for at least ${RECALL_AT_5_MIN * 100} % of the queries`, async () => {
    const byKind = new Map<string, { count: number; top5: number; reciprocal: number }>();
    const misses: string[] = [];
    let top5 = 0;
    let reciprocal = 0;
    for (const query of queries) {
      const { searchPublicSongs } = await svc.ok<{ searchPublicSongs: { id: string }[] }>(SEARCH, {
        q: query.query,
        limit: DEPTH,
      });
      const rank = searchPublicSongs.findIndex((song) => song.id === idOf.get(query.expect)) + 1;
      const kind = byKind.get(query.kind) ?? { count: 0, top5: 0, reciprocal: 0 };
      kind.count++;
      if (rank >= 1 && rank <= 5) {
        top5++;
        kind.top5++;
      } else {
        misses.push(`${query.kind}: "${query.query}" → ${query.expect} at ${rank || `>${DEPTH}`}`);
      }
      if (rank) {
        reciprocal += 1 / rank;
        kind.reciprocal += 1 / rank;
      }
      byKind.set(query.kind, kind);
    }
    const recall = top5 / queries.length;
    const mrr = reciprocal / queries.length;
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    console.log(
      [
        `search evaluation: recall@5 ${percent(recall)} (${top5}/${queries.length}), MRR ${mrr.toFixed(3)} over ${songs.length} songs`,
        ...[...byKind].map(
          ([kind, k]) =>
            `  ${kind.padEnd(8)} ${String(k.count).padStart(3)} queries  recall@5 ${percent(k.top5 / k.count).padStart(7)}  MRR ${(k.reciprocal / k.count).toFixed(3)}`,
        ),
        ...(misses.length ? ['misses:', ...misses.map((miss) => `  ${miss}`)] : []),
      ].join('\n'),
    );
    expect(recall).toBeGreaterThanOrEqual(RECALL_AT_5_MIN);
  });
});
