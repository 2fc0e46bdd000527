// @ts-check
/**
 * The Redis connection of one server process, shared by the page cache (redis-cache-handler.mjs)
 * and the health route. Plain ESM: Node loads the cache handler at run time, uncompiled.
 *
 * Redis is a cache here, never a dependency: every command has a short timeout, a command while
 * Redis is away fails at once (no offline queue), the client reconnects in the background, and
 * an outage is logged once when it starts and once when it ends. Callers treat a failure as a
 * cache miss, so the site renders pages itself meanwhile: slower, still correct.
 */

export const DEFAULT_KEY_PREFIX = 'hactl:';
export const DEFAULT_TIMEOUT_MS = 500;
/** After a command fails while the socket looks up (a hung server), skip Redis for this long. */
export const BREAKER_MS = 1000;

/**
 * REDIS_URL (unset: no Redis, the file cache), REDIS_KEY_PREFIX, REDIS_TIMEOUT_MS.
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, prefix: string, timeoutMs: number } | null}
 */
export function redisConfigFromEnv(env = process.env) {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  if (!/^rediss?:\/\/[^/]/.test(url)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://cache:6379');
  const prefix = env.REDIS_KEY_PREFIX?.trim() || DEFAULT_KEY_PREFIX;
  const rawTimeout = env.REDIS_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 50 || timeoutMs > 10_000) {
    throw new Error(`REDIS_TIMEOUT_MS must be an integer between 50 and 10000 (got "${rawTimeout}")`);
  }
  return { url, prefix, timeoutMs };
}

/** Thrown instead of waiting when Redis is known to be away. */
export class RedisUnavailableError extends Error {
  constructor(message = 'Redis is unavailable') {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

/** A URL safe to log: without its password. @param {string} url */
function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The commands of a node-redis client this site uses.
 * @typedef {object} RedisCommands
 * @property {(key: string) => Promise<string | null>} get
 * @property {(key: string, value: string, options?: { EX?: number }) => Promise<unknown>} set
 * @property {(key: string, fields: string[]) => Promise<(string | null)[]>} hmGet
 * @property {(key: string, fields: Record<string, string>) => Promise<unknown>} hSet
 * @property {() => Promise<unknown>} ping
 */
/**
 * The part of a node-redis client this module uses.
 * @typedef {object} ClientState
 * @property {boolean} isReady
 * @property {(event: string, listener: (...args: any[]) => void) => unknown} on
 * @property {() => Promise<unknown>} connect
 */
/** @typedef {ClientState & Partial<RedisCommands>} ClientLike */

export class RedisConnection {
  /**
   * @param {{ url: string, timeoutMs: number }} config
   * @param {{ createClient?: (config: { url: string, timeoutMs: number }) => Promise<ClientLike>, log?: Pick<Console, 'info' | 'error'>, now?: () => number }} [options]
   */
  constructor(config, options = {}) {
    this.config = config;
    this.log = options.log ?? console;
    this.now = options.now ?? Date.now;
    this.createClient = options.createClient ?? createNodeRedisClient;
    /** @type {'connecting' | 'up' | 'down'} 'connecting' until the first ready, then 'up' or 'down' */
    this.state = 'connecting';
    this.breakerUntil = 0;
    /** @type {Set<() => void>} */
    this.readyListeners = new Set();
    /** @type {Promise<ClientLike> | null} */
    this.clientPromise = null;
    /** @type {() => void} */
    this.resolveFirstReady = () => undefined;
    /** @type {Promise<void>} */
    this.firstReady = new Promise((resolve) => {
      this.resolveFirstReady = resolve;
    });
  }

  /** The client, created and connecting in the background on first use. @returns {Promise<ClientLike>} */
  client() {
    if (!this.clientPromise) {
      this.clientPromise = this.createClient(this.config).then((client) => {
        client.on('error', (error) => this.markDown(error));
        client.on('ready', () => this.markUp());
        // connect() settles on the first ready; until then the client keeps retrying by itself.
        client.connect().catch((error) => this.markDown(error));
        return client;
      });
      this.clientPromise.catch((error) => this.markDown(error));
    }
    return this.clientPromise;
  }

  /** @param {() => void} listener called on every (re)connection */
  onReady(listener) {
    this.readyListeners.add(listener);
  }

  markUp() {
    const was = this.state;
    this.state = 'up';
    this.breakerUntil = 0;
    this.resolveFirstReady();
    if (was === 'down') this.log.info(`[redis] reconnected to ${redactedUrl(this.config.url)}: the shared page cache is back`);
    else if (was === 'connecting') this.log.info(`[redis] connected to ${redactedUrl(this.config.url)}: pages are cached in Redis`);
    for (const listener of this.readyListeners) listener();
  }

  /** @param {unknown} error */
  markDown(error) {
    if (this.state === 'down') return;
    this.state = 'down';
    const reason = error instanceof Error ? error.message || error.name : String(error);
    this.log.error(
      `[redis] ${redactedUrl(this.config.url)} is unavailable (${reason}): pages render without the shared cache ` +
        'until it is back; reconnecting in the background',
    );
  }

  /** True while commands are worth sending. @param {ClientLike | undefined} client */
  usable(client) {
    return Boolean(client?.isReady) && this.now() >= this.breakerUntil;
  }

  /**
   * Runs one operation against Redis, or throws RedisUnavailableError at once while Redis is away.
   * A failed command (timeout, reset) opens a short breaker so a hung server does not cost every
   * request a full timeout.
   * @template T
   * @param {(client: RedisCommands) => Promise<T>} operation
   * @returns {Promise<T>}
   */
  async run(operation) {
    const client = await this.client();
    if (this.state === 'connecting' && !client.isReady) {
      // Just started: wait for the first connection a moment instead of missing at once.
      await Promise.race([this.firstReady, delay(this.config.timeoutMs)]);
    }
    if (!this.usable(client)) throw new RedisUnavailableError();
    try {
      // usable(): ready, so a node-redis client with every command.
      const result = await this.bounded(operation(/** @type {RedisCommands} */ (client)));
      if (this.state === 'down') this.markUp(); // a hung server that answers again drops no connection
      return result;
    } catch (error) {
      this.breakerUntil = this.now() + BREAKER_MS;
      this.markDown(error);
      throw error;
    }
  }

  /**
   * node-redis's own command timeout only covers a command waiting to be sent, not one waiting for
   * its reply (a hung server): every command is bounded here as well.
   * @template T @param {Promise<T>} promise @returns {Promise<T>}
   */
  bounded(promise) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    /** @type {Promise<never>} */
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.config.timeoutMs} ms`)), this.config.timeoutMs);
    });
    promise.catch(() => undefined); // a late failure after the timeout is not an unhandled rejection
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  /** PING with its round-trip time, for the health route (ignores the breaker: it is the probe). */
  async ping() {
    const client = await this.client();
    if (this.state === 'connecting' && !client.isReady) await Promise.race([this.firstReady, delay(this.config.timeoutMs)]);
    if (!client.isReady) throw new RedisUnavailableError();
    const started = this.now();
    try {
      await this.bounded(/** @type {RedisCommands} */ (client).ping());
    } catch (error) {
      this.markDown(error);
      throw error;
    }
    if (this.state === 'down') this.markUp();
    return this.now() - started;
  }
}

/** @param {number} ms @returns {Promise<void>} */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.());
}

/** @param {{ url: string, timeoutMs: number }} config */
async function createNodeRedisClient(config) {
  const { createClient } = await import('redis');
  return createClient({
    url: config.url,
    socket: {
      connectTimeout: Math.max(config.timeoutMs, 1000),
      // 100 ms, 200 ms, … then every 5 s, forever: Redis coming back is noticed within seconds.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
    // A command while disconnected fails at once (a cache miss) instead of waiting in a queue.
    disableOfflineQueue: true,
    commandOptions: { timeout: config.timeoutMs },
  });
}

const HOLDER = Symbol.for('hactl.redisConnections');

/**
 * The one connection of this process for a config (kept on globalThis: Next constructs a cache
 * handler per request, and the health route is bundled separately from the handler).
 * @param {{ url: string, prefix: string, timeoutMs: number }} config
 * @returns {RedisConnection}
 */
export function sharedRedis(config) {
  const holder = /** @type {any} */ (globalThis);
  const connections = (holder[HOLDER] ??= new Map());
  let connection = connections.get(config.url);
  if (!connection) {
    connection = new RedisConnection(config);
    connections.set(config.url, connection);
  }
  return connection;
}
