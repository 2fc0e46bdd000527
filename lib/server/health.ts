/**
 * What GET /api/health reports to a load balancer, as pure logic: each check timed and bounded by
 * a short timeout, and the verdict. Content and database are needed to serve the site (503
 * takes the instance out of rotation); Redis is only a shared cache, so its failure makes the
 * instance "degraded" (still 200: it renders pages itself).
 */

export const HEALTH_TIMEOUT_MS = 2000;

export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; error: 'timeout' | 'unavailable' };
export type RedisResult = { configured: false } | (CheckResult & { configured: true });

export interface HealthReport {
  status: 'ok' | 'degraded' | 'fail';
  checks: { content: CheckResult & { source: 'embedded' | 'http' }; database: CheckResult & { kind: 'pglite' | 'postgres' }; redis: RedisResult };
}

class CheckTimeout extends Error {}

/** Runs a check with a deadline; any failure is `ok: false`, never a throw. `onError` gets the cause. */
export async function timedCheck(
  check: () => Promise<unknown>,
  timeoutMs: number = HEALTH_TIMEOUT_MS,
  onError?: (error: unknown) => void,
): Promise<CheckResult> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs);
  });
  try {
    await Promise.race([check(), deadline]);
    return { ok: true, ms: elapsed(started) };
  } catch (error) {
    onError?.(error);
    return { ok: false, ms: elapsed(started), error: error instanceof CheckTimeout ? 'timeout' : 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

export function verdict(checks: HealthReport['checks']): { status: HealthReport['status']; httpStatus: 200 | 503 } {
  if (!checks.content.ok || !checks.database.ok) return { status: 'fail', httpStatus: 503 };
  if (checks.redis.configured && !checks.redis.ok) return { status: 'degraded', httpStatus: 200 };
  return { status: 'ok', httpStatus: 200 };
}
