/**
 * @jest-environment node
 */
import { timedCheck, verdict, type CheckResult } from '@/lib/server/health';

const ok: CheckResult = { ok: true, ms: 1 };
const down: CheckResult = { ok: false, ms: 1, error: 'unavailable' };

describe('timedCheck', () => {
  it('times a passing check', async () => {
    const result = await timedCheck(async () => 'fine', 1000);
    expect(result).toEqual({ ok: true, ms: expect.any(Number) });
  });

  it('turns a failure into ok: false and hands the cause to the logger', async () => {
    const onError = jest.fn();
    const result = await timedCheck(() => Promise.reject(new Error('ECONNREFUSED 10.0.0.5:5432')), 1000, onError);
    expect(result).toEqual({ ok: false, ms: expect.any(Number), error: 'unavailable' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'ECONNREFUSED 10.0.0.5:5432' }));
    // The report names no host, address or message: the route is public.
    expect(JSON.stringify(result)).not.toContain('10.0.0.5');
  });

  it('gives up on a check that hangs', async () => {
    const started = Date.now();
    const result = await timedCheck(() => new Promise(() => undefined), 50);
    expect(result).toMatchObject({ ok: false, error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('verdict', () => {
  const checks = (content: CheckResult, database: CheckResult, redis: CheckResult | null) => ({
    content: { ...content, source: 'embedded' as const },
    database: { ...database, kind: 'postgres' as const },
    redis: redis ? { configured: true as const, ...redis } : { configured: false as const },
  });

  it('is ok when everything configured answers', () => {
    expect(verdict(checks(ok, ok, ok))).toEqual({ status: 'ok', httpStatus: 200 });
    expect(verdict(checks(ok, ok, null))).toEqual({ status: 'ok', httpStatus: 200 });
  });

  it('is degraded but in rotation without Redis: pages still render', () => {
    expect(verdict(checks(ok, ok, down))).toEqual({ status: 'degraded', httpStatus: 200 });
  });

  it('takes the instance out of rotation without content or database', () => {
    expect(verdict(checks(down, ok, ok))).toEqual({ status: 'fail', httpStatus: 503 });
    expect(verdict(checks(ok, down, ok))).toEqual({ status: 'fail', httpStatus: 503 });
  });
});
