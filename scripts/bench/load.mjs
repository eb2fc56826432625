// Load with autocannon: `connections` keep-alive clients for `seconds`, cycling through
// `requests`. autocannon's own summary has no p95, so every response time is kept and the
// percentiles are computed here. Errors = connection errors + timeouts + non-2xx answers.
// With a `cpu` meter (./cpu.mjs), the app's CPU time a request sent: from the start until the
// app is idle again after the run (autocannon stops with requests in flight, which the app still
// serves; waiting also keeps them out of the next run's latencies).
import autocannon from 'autocannon';
import { formatByProcess } from './cpu.mjs';

/**
 * @param {{url: string, requests: {method?: string, path: string, headers?: Record<string, string>, body?: string}[], connections: number, seconds: number, cpu?: ReturnType<import('./cpu.mjs').cpuMeter>}} options
 */
export async function loadTest({ url, requests, connections, seconds, cpu }) {
  const times = [];
  // Whatever came before (seeding, the last run) is over before the clock starts.
  await cpu?.settle();
  const before = cpu?.sample();
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests,
    timeout: 10,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  let cost;
  if (cpu) {
    const settled = await cpu.settle();
    cost = {
      ...cpu.since(before, result.requests.sent),
      requestsSent: result.requests.sent,
      settled,
    };
  }
  times.sort((a, b) => a - b);
  const at = (p) =>
    times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : 0;
  return {
    p50: at(50),
    p95: at(95),
    p99: at(99),
    rps: result.requests.total / (result.duration || seconds),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    ...(cost && { cpu: cost }),
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;
/** KB with one decimal below 10 KB (a stats answer), whole above. */
export const kb = (bytes) => (bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0);

/** The columns after the label: name and width. */
const COLUMNS = [
  ['p50', 9],
  ['p95', 9],
  ['req/s', 6],
  ['errors', 6],
  ['KB/resp', 7],
  ['CPU ms', 7],
];
const line = (label, width, cells, rest) =>
  `  ${label.padEnd(width)} ${cells.map((cell, i) => cell.padStart(COLUMNS[i][1])).join(' ')}  ${rest}`;

/** The header of a results table whose rows are `tableRow(label, width, run)`. */
export function tableHeader(label, width) {
  return line(
    label,
    width,
    COLUMNS.map(([name]) => name),
    'CPU ms a request by process',
  );
}

/**
 * One run: latency, rate, errors, answer size and the CPU a request sent cost (./cpu.mjs); a
 * dash where nothing answered (or nothing was sent) in the run.
 */
export function tableRow(label, width, run) {
  const answered = run.requests > 0;
  const costed = run.cpu?.requestsSent > 0;
  const cells = [
    answered ? ms(run.p50) : '–',
    answered ? ms(run.p95) : '–',
    run.rps.toFixed(run.rps < 10 ? 1 : 0),
    String(run.errors),
    answered ? kb(run.bytesPerResponse) : '–',
    costed ? run.cpu.msPerRequest.toFixed(1) : '–',
  ];
  const busy = run.cpu?.settled === false ? ' (the app was still busy 60 s after the run)' : '';
  return line(label, width, cells, `${costed ? formatByProcess(run.cpu) : ''}${busy}`);
}
