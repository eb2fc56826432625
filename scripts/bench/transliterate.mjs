// `npm run bench -- transliterate`: phonetic typing suggestions and stanza transliteration
// (docs/transliteration.md) on the app as `npm start` runs it, anonymous, with autocannon:
// BENCH_CONCURRENCY (8) connections, BENCH_SECONDS (5) each. Suggestions are asked through the
// REST route (answered in the gateway) and the GraphQL field (planned by the gateway, answered by
// the songs subgraph); the queries are words and half-typed words as a user types them in the
// three languages. Issue 22's budget: suggestions ≤ 20 ms p95 at the gateway. Printed with the
// machine's load average (other work on the machine moves every figure), never asserted.
import { loadavg } from 'node:os';
import { loadTest, tableHeader, tableRow } from './load.mjs';

const SUGGEST = {
  malayalam: ['yeshu', 'yeshu en sne', 'karthaavu', 'snehithan', 'aaradhana', 'parishudhaathmaavu'],
  tamil: ['yesu', 'karthar', 'kirubai', 'nandri', 'aaviyanavarae', 'magizhchi'],
  hindi: ['yeshu masih', 'prabhu', 'parmeshwar', 'aradhana', 'dhanyavad', 'pavitratma'],
};

const SUGGEST_FIELD =
  'query S($q: String!, $language: String!) { transliterationSuggestions(q: $q, language: $language) }';

const STANZA = {
  text: '[G]യേശു എൻ [D]സ്നേഹിതൻ എന്നും [Em]എൻ കൂടെ\n[C]കർത്താവേ നിൻ [G]കൃപ മതി [D]എനിക്കെന്നും',
  from: 'malayalam',
};

/**
 * @param {{ startApp: () => Promise<{ baseUrl: string, pid: number, stop: () => Promise<void> }>,
 *   writeResults: (part: string, results: unknown) => void, seconds: number, connections: number,
 *   cpu: (rootPid: number) => ReturnType<import("./cpu.mjs").cpuMeter> }} options
 */
export async function transliteratePart({ startApp, writeResults, seconds, connections, cpu }) {
  const app = await startApp();
  try {
    const suggestions = Object.entries(SUGGEST).flatMap(([language, words]) =>
      words.map((q) => ({
        method: 'GET',
        path: `/api/transliterate/suggest?q=${encodeURIComponent(q)}&language=${language}`,
      })),
    );
    const fields = Object.entries(SUGGEST).flatMap(([language, words]) =>
      words.map((q) => ({
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SUGGEST_FIELD, variables: { q, language } }),
      })),
    );
    const meter = cpu(app.pid);
    // Warm-up: the first call of each language loads its tables (in the gateway for the REST
    // route, in the songs subgraph for the field).
    for (const { path, ...init } of [...suggestions, ...fields])
      await fetch(`${app.baseUrl}${path}`, init);
    const suggest = await loadTest({
      url: app.baseUrl,
      requests: suggestions,
      connections,
      seconds,
      cpu: meter,
    });
    const graphql = await loadTest({
      url: app.baseUrl,
      requests: fields,
      connections,
      seconds,
      cpu: meter,
    });
    const stanza = await loadTest({
      url: app.baseUrl,
      requests: [
        {
          method: 'POST',
          path: '/api/transliterate',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(STANZA),
        },
      ],
      connections,
      seconds,
      cpu: meter,
    });
    console.log(
      `\nScript tools through the gateway, ${connections} connections, ${seconds} s each`,
    );
    console.log(tableHeader('', 34));
    console.log(tableRow('GET /api/transliterate/suggest', 34, suggest));
    console.log(tableRow('GraphQL transliterationSuggestions', 34, graphql));
    console.log(tableRow('POST /api/transliterate (stanza)', 34, stanza));
    const load = loadavg().map((value) => value.toFixed(2));
    console.log(`  budget: suggestions p95 ≤ 20 ms (measured ${suggest.p95.toFixed(1)} ms)`);
    console.log(`  load average after the runs (1/5/15 min): ${load.join(' / ')}`);
    writeResults('transliterate', { connections, seconds, suggest, graphql, stanza, load });
  } finally {
    await app.stop();
  }
}
