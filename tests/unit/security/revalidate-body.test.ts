/**
 * @jest-environment node
 *
 * The webhook checks its secret and type before it reads any body, and reads at most 4 KiB.
 */
import { NextRequest } from 'next/server';

const SECRET = 'unit-revalidate-secret-0123456789';
process.env.REVALIDATE_SECRET = SECRET;

/** A streamed body of `size` bytes (no Content-Length) that records how much was pulled. */
function streamed(size: number) {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode('x'.repeat(1024));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= size) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled };
}

async function post(headers: Record<string, string>, size: number) {
  const { POST } = await import('@/app/api/revalidate/route');
  const { body, pulled } = streamed(size);
  // A streamed body needs duplex: 'half' (fetch's rule), which Next's RequestInit type leaves out.
  const init = { method: 'POST', headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1];
  const request = new NextRequest('http://localhost:3000/api/revalidate', init);
  const response = await POST(request);
  return { status: response.status, pulled: pulled.bytes };
}

it('refuses a wrong header secret with 401 before reading the body', async () => {
  const result = await post({ 'x-revalidate-secret': 'wrong-secret-wrong-secret', 'content-type': 'application/json' }, 100 * 1024 * 1024);
  expect(result.status).toBe(401);
  expect(result.pulled).toBeLessThanOrEqual(64 * 1024);
});

it('refuses a body that is not JSON by its type before reading it', async () => {
  const result = await post({ 'x-revalidate-secret': SECRET, 'content-type': 'text/plain' }, 100 * 1024 * 1024);
  expect(result.status).toBe(400);
  expect(result.pulled).toBeLessThanOrEqual(64 * 1024);
});

it('reads at most a few KiB of a large streamed body, then 413', async () => {
  const result = await post({ 'x-revalidate-secret': SECRET, 'content-type': 'application/json' }, 100 * 1024 * 1024);
  expect(result.status).toBe(413);
  expect(result.pulled).toBeLessThanOrEqual(64 * 1024);
});

it('refuses a declared length over 4 KiB with 413', async () => {
  const { POST } = await import('@/app/api/revalidate/route');
  const request = new NextRequest('http://localhost:3000/api/revalidate', {
    method: 'POST',
    headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/json', 'content-length': String(5000) },
    body: '{}',
  });
  expect((await POST(request)).status).toBe(413);
});
