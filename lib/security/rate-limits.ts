import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/cache/redis-connection.mjs';
import { env } from '@/lib/server/env';
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs';

/**
 * Per-client rate limits (rate-limiter-flexible). Counted in Redis when REDIS_URL is set, so every
 * instance shares one count per client; in this process's memory otherwise, and also while Redis
 * is away (the insurance limiter), so a Redis outage never turns the limits off. Callers consume a
 * point only once a request has passed its checks (XSRF, validation): a refused request costs the
 * visitor nothing, and a forged one cannot spend a victim's quota.
 */
export type LimitName = 'forms' | 'lookup' | 'search';

const POINTS: Record<LimitName, number> = {
  forms: env.formsRateLimit,
  lookup: env.lookupRateLimit,
  search: env.searchRateLimit,
};
const WINDOW_SECONDS = 60;

export type LimitResult = { ok: true } | { ok: false; retryAfter: number };

const HOLDER = Symbol.for('hactl.rateLimiters');
type Limiters = Map<LimitName, Promise<RateLimiterAbstract>>;

async function createLimiter(name: LimitName): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `rl:${name}`, points: POINTS[name], duration: WINDOW_SECONDS };
  const memory = new RateLimiterMemory(options);
  if (!env.redis) return memory;
  const client = await sharedRedis(env.redis).client();
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${env.redis.prefix}rl:${name}`,
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** One limiter per name and process (route handlers are bundled apart; globalThis is shared). */
function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  const holder = globalThis as unknown as Record<symbol, Limiters | undefined>;
  const limiters = (holder[HOLDER] ??= new Map());
  let found = limiters.get(name);
  if (!found) {
    found = createLimiter(name);
    limiters.set(name, found);
  }
  return found;
}

/** Counts one request of `client` against the limit `name` (per bucket, e.g. the form). */
export async function consume(name: LimitName, bucket: string, client: string): Promise<LimitResult> {
  try {
    await (await limiter(name)).consume(`${bucket}|${client}`);
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    // The store failed and no insurance answered: let the request through rather than refuse all.
    console.error(`[rate-limit] ${name} could not count:`, rejection instanceof Error ? rejection.message : rejection);
    return { ok: true };
  }
}

const GATE = Symbol.for('hactl.requestGate');
let warned = false;

/**
 * The client's address as server.mjs resolved it from the socket and TRUSTED_PROXIES
 * (lib/security/request-gate.mjs). Without that server (`next start`, `next dev`) no header can be
 * believed, so every client shares one count.
 */
export function clientAddress(request: Request): string {
  if ((globalThis as unknown as Record<symbol, unknown>)[GATE]) return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  if (!warned) {
    warned = true;
    console.warn('[rate-limit] not running behind server.mjs: client addresses are unknown, every client shares one rate limit');
  }
  return 'unknown';
}
