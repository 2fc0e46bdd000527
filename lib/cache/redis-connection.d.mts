export declare const DEFAULT_KEY_PREFIX: string;
export declare const DEFAULT_TIMEOUT_MS: number;
export declare const BREAKER_MS: number;

export interface RedisConfig {
  url: string;
  prefix: string;
  timeoutMs: number;
}

/** REDIS_URL (unset: null), REDIS_KEY_PREFIX, REDIS_TIMEOUT_MS; throws on a malformed value. */
export declare function redisConfigFromEnv(env?: Record<string, string | undefined>): RedisConfig | null;

export declare class RedisUnavailableError extends Error {}

/** The commands of a node-redis client this site uses. */
export interface RedisCommands {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options?: { EX?: number }): Promise<unknown>;
  hmGet(key: string, fields: string[]): Promise<(string | null)[]>;
  hSet(key: string, fields: Record<string, string>): Promise<unknown>;
  ping(): Promise<unknown>;
}

export interface ClientLike extends Partial<RedisCommands> {
  isReady: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(): Promise<unknown>;
}

export declare class RedisConnection {
  constructor(
    config: { url: string; timeoutMs: number },
    options?: {
      createClient?: (config: { url: string; timeoutMs: number }) => Promise<ClientLike>;
      log?: Pick<Console, 'info' | 'error'>;
      now?: () => number;
    },
  );
  state: 'connecting' | 'up' | 'down';
  client(): Promise<ClientLike>;
  onReady(listener: () => void): void;
  run<T>(operation: (client: RedisCommands) => Promise<T>): Promise<T>;
  /** PING round trip in ms; throws when Redis is away. */
  ping(): Promise<number>;
}

/** The one connection of this process for a config. */
export declare function sharedRedis(config: RedisConfig): RedisConnection;
