/**
 * Throughput and latency of cached pages with autocannon: 10 connections for 10 s per run, the way
 * a browser asks (Accept-Encoding gzip, so the server compresses as it would for visitors).
 */
import autocannon from 'autocannon';

export const LOAD = { connections: 10, durationS: 10 };

const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'bench (autocannon)',
};

/** One autocannon run: requests/s (mean of the per-second counts), latency p50/p99, failures. */
export async function loadRun(url) {
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationS,
    headers: HEADERS,
  });
  return {
    url,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    throughputKBps: result.throughput.average / 1024,
  };
}
