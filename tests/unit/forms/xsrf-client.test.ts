import { xsrfToken } from '@/lib/forms/client';

/** The browser side of the XSRF pair when the cookie is late: WebKit under load (docs/testing.md, Firefox and WebKit). */
describe('xsrfToken', () => {
  const answer = (body: unknown) => jest.spyOn(global, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
  });
  afterEach(() => jest.restoreAllMocks());

  it('uses the token of the answer when the cookie it set is not visible yet', async () => {
    const fetch = answer({ ok: true, token: 'token-from-body' });
    await expect(xsrfToken()).resolves.toBe('token-from-body');
    expect(fetch).toHaveBeenCalledWith('/api/forms/token', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('prefers the cookie, and fails when there is neither', async () => {
    document.cookie = 'XSRF-TOKEN=token-from-cookie; Path=/';
    answer({ ok: true, token: 'token-from-body' });
    await expect(xsrfToken(true)).resolves.toBe('token-from-cookie');
    document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
    answer({ ok: true });
    await expect(xsrfToken()).rejects.toThrow(/XSRF-TOKEN cookie was not set/);
  });
});
