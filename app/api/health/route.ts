import { sharedRedis } from '@/lib/cache/redis-connection.mjs';
import { source } from '@/lib/content';
import { embeddedSource } from '@/lib/content/embedded';
import { httpSource } from '@/lib/content/http';
import { getDb } from '@/lib/db';
import { databaseConfigFromEnv } from '@/lib/db/connect.mjs';
import { env } from '@/lib/server/env';
import { HEALTH_TIMEOUT_MS, timedCheck, verdict, type HealthReport, type RedisResult } from '@/lib/server/health';

/**
 * GET /api/health — for the load balancer. Checks, each within 2 s: the content source (the
 * embedded store's global data is readable, or the CMS answers its config endpoint), the
 * database (SELECT 1) and, when REDIS_URL is set, Redis (PING). 200 `ok`, 200 `degraded` (Redis
 * down: pages still render), 503 `fail` (content or database down). Never cached.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// A short-timeout client of the CMS for this probe only; the site's own keeps CONTENT_TIMEOUT_MS.
const contentProbe = env.contentApiUrl ? httpSource(env.contentApiUrl, HEALTH_TIMEOUT_MS) : embeddedSource;

/** Failures are logged when a check starts failing, not on every probe of the load balancer. */
const failing = new Set<string>();
function logged(name: string) {
  return (error: unknown) => {
    if (failing.has(name)) return;
    failing.add(name);
    console.error(`[health] ${name} check failed:`, error instanceof Error ? error.message : error);
  };
}
function recovered(name: string, ok: boolean) {
  if (ok && failing.delete(name)) console.info(`[health] ${name} check passes again`);
}

async function checkRedis(): Promise<RedisResult> {
  if (!env.redis) return { configured: false };
  const connection = sharedRedis(env.redis);
  const result = await timedCheck(() => connection.ping(), HEALTH_TIMEOUT_MS, logged('redis'));
  return { configured: true, ...result };
}

export async function GET(): Promise<Response> {
  const [content, database, redis] = await Promise.all([
    timedCheck(async () => {
      const answer = await contentProbe.config('en');
      if (!answer || typeof answer !== 'object' || !('data' in answer)) throw new Error('the config answer has no data');
    }, HEALTH_TIMEOUT_MS, logged('content')),
    timedCheck(async () => {
      await (await getDb()).query('SELECT 1');
    }, HEALTH_TIMEOUT_MS, logged('database')),
    checkRedis(),
  ]);
  recovered('content', content.ok);
  recovered('database', database.ok);
  if (redis.configured) recovered('redis', redis.ok);

  const checks: HealthReport['checks'] = {
    content: { ...content, source: source.kind },
    database: { ...database, kind: databaseConfigFromEnv().kind },
    redis,
  };
  const { status, httpStatus } = verdict(checks);
  const body: HealthReport = { status, checks };
  return Response.json(body, { status: httpStatus, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}
