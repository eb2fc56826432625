// Load with autocannon: `connections` keep-alive clients for `seconds`, cycling through
// `requests`. autocannon's own summary has no p95, so every response time is kept and the
// percentiles are computed here. Errors = connection errors + timeouts + non-2xx answers.
import autocannon from 'autocannon';

/**
 * @param {{url: string, requests: {method?: string, path: string, headers?: Record<string, string>, body?: string}[], connections: number, seconds: number}} options
 */
export async function loadTest({ url, requests, connections, seconds }) {
  const times = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests,
    timeout: 10,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
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
  };
}
