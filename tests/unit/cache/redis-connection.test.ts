/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import { BREAKER_MS, RedisConnection, RedisUnavailableError, redisConfigFromEnv } from '@/lib/cache/redis-connection.mjs';

/** A node-redis client as the connection sees it: events, readiness, a few commands. */
class FakeClient extends EventEmitter {
  isReady = false;
  get = jest.fn(async (_key: string): Promise<string | null> => 'value');
  ping = jest.fn(async () => 'PONG');
  connect = jest.fn(async () => undefined);

  up() {
    this.isReady = true;
    this.emit('ready');
  }

  down(message = 'Socket closed unexpectedly') {
    this.isReady = false;
    this.emit('error', new Error(message));
  }
}

function setup() {
  const client = new FakeClient();
  const log = { info: jest.fn(), error: jest.fn() };
  let time = 0;
  const connection = new RedisConnection(
    { url: 'redis://:s3cret@cache:6379', timeoutMs: 50 },
    { createClient: async () => client as never, log, now: () => time },
  );
  return { client, log, connection, tick: (ms: number) => (time += ms) };
}

describe('redisConfigFromEnv', () => {
  it('is off without REDIS_URL, with defaults otherwise', () => {
    expect(redisConfigFromEnv({})).toBeNull();
    expect(redisConfigFromEnv({ REDIS_URL: '  ' })).toBeNull();
    expect(redisConfigFromEnv({ REDIS_URL: 'redis://cache:6379' })).toEqual({ url: 'redis://cache:6379', prefix: 'hactl:', timeoutMs: 500 });
    expect(redisConfigFromEnv({ REDIS_URL: 'rediss://cache', REDIS_KEY_PREFIX: 'staging:', REDIS_TIMEOUT_MS: '250' })).toEqual({
      url: 'rediss://cache',
      prefix: 'staging:',
      timeoutMs: 250,
    });
  });

  it('refuses malformed values with a clear message', () => {
    expect(() => redisConfigFromEnv({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(() => redisConfigFromEnv({ REDIS_URL: 'redis://cache', REDIS_TIMEOUT_MS: '5' })).toThrow(/REDIS_TIMEOUT_MS/);
    expect(() => redisConfigFromEnv({ REDIS_URL: 'redis://cache', REDIS_TIMEOUT_MS: 'soon' })).toThrow(/REDIS_TIMEOUT_MS/);
  });
});

describe('RedisConnection', () => {
  it('waits briefly for the first connection, then runs commands', async () => {
    const { client, connection, log } = setup();
    const pending = connection.run((c) => c.get('k'));
    await new Promise((resolve) => setImmediate(resolve));
    client.up();
    await expect(pending).resolves.toBe('value');
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('connected to redis://:***@cache:6379'));
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('s3cret');
  });

  it('fails at once while Redis is away, logs the outage once and the return once', async () => {
    const { client, connection, log } = setup();
    await connection.client();
    client.up();
    client.down();
    client.down('ECONNREFUSED');
    client.down('ECONNREFUSED');
    await expect(connection.run((c) => c.get('k'))).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(client.get).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toMatch(/unavailable .*pages render without the shared cache/);

    const listener = jest.fn();
    connection.onReady(listener);
    client.up();
    expect(log.info).toHaveBeenLastCalledWith(expect.stringContaining('reconnected'));
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(connection.run((c) => c.get('k'))).resolves.toBe('value');
  });

  it('after a failed command (a hung server), skips Redis for a moment instead of waiting on every request', async () => {
    const { client, connection, tick, log } = setup();
    await connection.client();
    client.up();
    client.get.mockRejectedValueOnce(new Error('Command timeout'));
    await expect(connection.run((c) => c.get('k'))).rejects.toThrow('Command timeout');
    await expect(connection.run((c) => c.get('k'))).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(client.get).toHaveBeenCalledTimes(1);
    tick(BREAKER_MS);
    await expect(connection.run((c) => c.get('k'))).resolves.toBe('value');
    // The socket never dropped, so there is no 'ready' event: the first answer ends the outage.
    expect(connection.state).toBe('up');
    expect(log.info).toHaveBeenLastCalledWith(expect.stringContaining('reconnected'));
  });

  it('gives up on a command a hung server never answers, within the timeout', async () => {
    const { client, connection, log } = setup();
    await connection.client();
    client.up();
    client.get.mockReturnValueOnce(new Promise(() => undefined));
    const started = Date.now();
    await expect(connection.run((c) => c.get('k'))).rejects.toThrow('no answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('no answer within 50 ms'));
    client.ping.mockReturnValueOnce(new Promise(() => undefined));
    await expect(connection.ping()).rejects.toThrow('no answer within 50 ms');
  });

  it('ping reports the round trip, or throws when Redis is away', async () => {
    const { client, connection } = setup();
    await connection.client();
    client.up();
    await expect(connection.ping()).resolves.toBeGreaterThanOrEqual(0);
    client.down();
    await expect(connection.ping()).rejects.toBeInstanceOf(RedisUnavailableError);
  });
});
