/**
 * A fixed-window counter per key (client address + form), in this process's memory: each instance
 * counts on its own, so N instances behind a load balancer allow up to N times the limit. That is
 * enough to stop a script hammering one form; a shared limit would need a shared store (Redis).
 */
export interface RateLimitResult {
  ok: boolean;
  /** Seconds until the window of this key ends (for Retry-After); 0 when ok. */
  retryAfter: number;
}

const MAX_KEYS = 50_000;

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  hit(key: string, now = Date.now()): RateLimitResult {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= MAX_KEYS) this.prune(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.limit) return { ok: true, retryAfter: 0 };
    return { ok: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Forget ended windows; if an attack fills the map with live keys, start over rather than grow. */
  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.windows.clear();
  }
}
