// `npm run bench -- chords`: the chord engine on a 6-section song (issue 17: transposing a song
// in the browser takes ≤ 5 ms). Each section has its lyrics and a transliteration, four lines
// with four chords each (slash chords, sevenths, a borrowed chord, N.C.); one run transposes,
// or turns into capo shapes or Nashville numbers, every text of the song, as a view does on a
// key change. Runs in Node (the same V8 as Chromium) on @worship/common's built dist.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/topology.mjs';

const require = createRequire(import.meta.url);
const { parseChordLine, toCapoShapes, toNashville, transposeText, PICKER_KEYS } = require(
  join(ROOT, 'packages/common/dist/index.js'),
);

const RUNS = Number(process.env.BENCH_CHORD_RUNS ?? 1000);

const MALAYALAM = [
  '[G]യേശു എൻ [D/F#]സ്നേഹിതൻ [Em7]എന്നും [C]നല്ലവൻ',
  '[G]ക്രൂശിൽ [Bm]എനിക്കായ് [C]ജീവൻ [D]തന്നവൻ',
  '[Em]അവൻ [C]എന്നെ [G/B]നടത്തും [Am7]വഴികളിൽ',
  '[C]ഹാലേ[D]ലൂയ്യാ [Bb]പാടും [G]ഞാൻ [N.C.]',
];
const ROMAN = [
  '[G]Yeshu en [D/F#]snehithan [Em7]ennum [C]nallavan',
  '[G]Krooshil [Bm]enikkay [C]jeevan [D]thannavan',
  '[Em]Avan [C]enne [G/B]nadathum [Am7]vazhikalil',
  '[C]Hale[D]luyya [Bb]padum [G]njan [N.C.]',
];

/** Six sections: each its lyrics and a transliteration (12 texts, 48 lines, ~190 chords). */
function song() {
  const texts = [];
  for (let section = 0; section < 6; section++) {
    texts.push(MALAYALAM.join('\n'), ROMAN.join('\n'));
  }
  return texts;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times `fn` over RUNS runs (after a warm-up), each run on the next key of the picker. */
function time(fn) {
  const keys = PICKER_KEYS.filter((key) => !key.endsWith('m'));
  for (let i = 0; i < 100; i++) fn(keys[i % keys.length]);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const key = keys[i % keys.length];
    const started = performance.now();
    fn(key);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
}

export function measureChords() {
  const texts = song();
  const chords = texts.join('\n').match(/\[[^\]]+\]/g)?.length ?? 0;
  const runs = {
    'transposeText (G → key)': (key) => texts.map((text) => transposeText(text, 'G', key)),
    'transposeText, key from chords': (key) => texts.map((text) => transposeText(text, null, key)),
    'toCapoShapes (capo 3)': (key) => texts.map((text) => toCapoShapes(text, key, 3)),
    toNashville: (key) => texts.map((text) => toNashville(text, key)),
    'parseChordLine, every line': () =>
      texts.flatMap((text) => text.split('\n').map((line) => parseChordLine(line))),
  };
  console.log(
    `chords: a 6-section song, ${texts.length} texts, ${chords} chords; ${RUNS} runs each (budget: transposing ≤ 5 ms)`,
  );
  const results = { runs: RUNS, texts: texts.length, chords, timings: {} };
  for (const [name, fn] of Object.entries(runs)) {
    const { p50, p95, max } = time(fn);
    results.timings[name] = { p50, p95, max };
    console.log(
      `  ${name.padEnd(32)} p50 ${p50.toFixed(3)} ms  p95 ${p95.toFixed(3)} ms  max ${max.toFixed(2)} ms`,
    );
  }
  return results;
}
