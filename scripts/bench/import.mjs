// `npm run bench -- import`: 1,000 ChordPro files through POST /api/songs/import on the app as
// `npm start` runs it (embedded PostgreSQL unless DATABASE_URL is set), in one request, as a script
// migrating a library would send them. Prints the seconds the request took and the peak
// resident memory of the server's processes (sampled from /proc every 100 ms) and their CPU time
// (./cpu.mjs), and checks that every file was created.
import { readFileSync, readdirSync } from 'node:fs';
import { cpuMeter, databaseOf, formatByProcess } from './cpu.mjs';

const FILES = Number(process.env.BENCH_IMPORT_FILES ?? 1000);
const BUDGET_SECONDS = 60;

const PROGRESSIONS = [
  ['G', 'C', 'D', 'Em'],
  ['D', 'G', 'A', 'Bm'],
  ['C', 'F', 'G', 'Am'],
  ['E', 'A', 'B', 'C#m'],
];
const WORDS =
  'grace mercy love light glory praise holy king lord saviour heart soul song faith hope'.split(
    ' ',
  );
const MALAYALAM = 'യേശു കൃപ സ്നേഹം മഹത്വം രാജാവ് ഹല്ലേലൂയ്യാ'.split(' ');

/** A six-section song with inline chords (a verse in six is Malayalam with a transliteration-free line). */
export function chordProSong(n) {
  const chords = PROGRESSIONS[n % PROGRESSIONS.length];
  const words = n % 6 === 0 ? MALAYALAM : WORDS;
  const line = (i) =>
    Array.from(
      { length: 4 },
      (_, k) => `[${chords[(i + k) % 4]}]${words[(n + i * 3 + k) % words.length]}`,
    ).join(' ');
  const section = (kind, label, from) =>
    [
      `{start_of_${kind}: ${label}}`,
      line(from),
      line(from + 1),
      line(from + 2),
      line(from + 3),
      `{end_of_${kind}}`,
    ].join('\n');
  return [
    `{title: Bench Song ${n}}`,
    `{artist: Bench Band ${n % 37}}`,
    `{composer: Writer ${n % 101}}`,
    `{key: ${chords[0]}}`,
    `{tempo: ${60 + (n % 90)}}`,
    `{ccli: ${7_000_000 + n}}`,
    `{copyright: ${2000 + (n % 25)} Bench Music}`,
    '',
    section('verse', 'Verse 1', 1),
    '',
    section('chorus', 'Chorus', 5),
    '',
    section('verse', 'Verse 2', 9),
    '',
    '{chorus}',
    '',
    section('bridge', 'Bridge', 13),
    '',
    section('verse', 'Verse 3', 17),
    '',
    section('verse', 'Ending', 21),
    '',
  ].join('\n');
}

/** Resident memory of a process and its descendants, by pid (Linux /proc). */
export function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  const names = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      names.set(
        Number(entry),
        processName(readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')),
      );
    } catch {
      // the process ended while it was read
    }
  }
  const tree = [];
  const walk = (pid) => {
    tree.push({ pid, rss: rss.get(pid) ?? 0, name: names.get(pid) ?? '' });
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return tree;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** The script a node process runs (`services/songs/dist/main.js`), past its `--require` flags. */
function processName(args) {
  const script = args.find(
    (arg) => /\/(services|gateway|scripts)\/.+\.(m?js|cjs)$/.test(arg) && !arg.includes('/lib/'),
  );
  return (script ?? args.slice(0, 2).join(' ')).replace(/^.*\/(services|gateway|scripts)\//, '$1/');
}

export async function importPart({ startApp, register, writeResults }) {
  const app = await startApp();
  try {
    const { cookie } = await register(app.baseUrl, 'import');
    const group = await fetch(`${app.baseUrl}/api/groups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Import bench' }),
    }).then((res) => res.json());
    const files = Array.from({ length: FILES }, (_, n) => ({
      name: `song-${n}.cho`,
      content: chordProSong(n + 1),
    }));
    const body = JSON.stringify({ groupId: group.id, files });

    const before = treeRss(app.pid);
    const peak = new Map(before.map((p) => [p.pid, p]));
    let peakTotal = before.reduce((sum, p) => sum + p.rss, 0);
    const sampler = setInterval(() => {
      const now = treeRss(app.pid);
      peakTotal = Math.max(
        peakTotal,
        now.reduce((sum, p) => sum + p.rss, 0),
      );
      for (const p of now) if ((peak.get(p.pid)?.rss ?? 0) < p.rss) peak.set(p.pid, p);
    }, 100);
    // The database's processes count too when the app runs on the PostgreSQL server.
    const cpu = cpuMeter({ rootPid: app.pid, database: databaseOf(process.env.DATABASE_URL) });
    const cpuBefore = cpu.sample();
    const started = performance.now();
    const res = await fetch(`${app.baseUrl}/api/songs/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    });
    const results = await res.json();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const cost = cpu.since(cpuBefore, FILES);
    if (!res.ok) throw new Error(`import answered ${res.status}: ${JSON.stringify(results)}`);
    const created = results.filter((r) => r.status === 'created').length;
    if (created !== FILES)
      throw new Error(
        `expected ${FILES} songs created, got ${created}: ${JSON.stringify(results.find((r) => r.status !== 'created'))}`,
      );

    const processes = [...peak.values()].sort((a, b) => b.rss - a.rss);
    console.log(
      `\nImport: ${FILES} ChordPro files (${mb(Buffer.byteLength(body))} of JSON) in one POST /api/songs/import, ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL'}`,
    );
    console.log(
      `  ${seconds.toFixed(1)} s (budget ≤ ${BUDGET_SECONDS} s), ${(FILES / seconds).toFixed(0)} files/s, all ${created} created`,
    );
    console.log(
      `  peak RSS of the server's processes together: ${mb(peakTotal)} (before: ${mb(before.reduce((s, p) => s + p.rss, 0))})`,
    );
    for (const p of processes.slice(0, 6)) console.log(`    ${mb(p.rss).padStart(7)}  ${p.name}`);
    console.log(
      `  CPU of the server's processes: ${(cost.totalMs / 1000).toFixed(1)} s, ${cost.msPerRequest.toFixed(1)} ms a file (${formatByProcess(cost)})`,
    );
    writeResults('import', {
      date: new Date().toISOString(),
      files: FILES,
      bodyBytes: Buffer.byteLength(body),
      seconds,
      budgetSeconds: BUDGET_SECONDS,
      peakRssBytes: peakTotal,
      peakRssByProcess: processes.map((p) => ({ process: p.name, bytes: p.rss })),
      cpu: cost,
      database: process.env.DATABASE_URL ? 'postgresql' : 'embedded-postgresql',
    });
  } finally {
    await app.stop();
  }
}
