import '@testing-library/jest-dom';

// lib/mail/outbox.ts keeps one mail retry timer per process on globalThis (Symbol.for, so that every
// bundle of a server shares it). A test file that submitted a form stops it before its environment
// is torn down: left running, it wrote to the old environment's globals, which Jest wraps again for
// every later file until the stack overflowed and took the whole run down.
afterAll(async () => {
  type Runner = { running: Promise<unknown> | null; timer: ReturnType<typeof setInterval> | null };
  const runner = (globalThis as unknown as Record<symbol, Runner | undefined>)[Symbol.for('hactl.mailRunner')];
  if (!runner) return;
  if (runner.timer) clearInterval(runner.timer);
  runner.timer = null;
  await runner.running;
});
