import { createHash } from 'node:crypto';
import { NON_PAGE_POLICY, inlineScriptHashes, pagePolicy, pagePolicyFromEnv } from '@/lib/security/csp.mjs';
import { withPagePolicy } from '@/lib/cache/page-cache-handler.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, in order, once each', () => {
    const a = 'self.__next_f.push([0])';
    const b = 'self.__next_f.push([1,"<\\/p>"])';
    const html = `<head><script src="/_next/a.js" async></script></head><body><script>${a}</script><script>${b}</script><script>${a}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b)]);
  });

  it('counts module and text/javascript scripts but not data blocks', () => {
    const html = [
      '<script type="module">import("/x.js")</script>',
      '<script type="text/javascript">go()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="x" type=application/json>{}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('import("/x.js")'), sha('go()')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>Hello</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('pagePolicy', () => {
  it('allows our own scripts and the hashed inline ones, never unsafe-inline or unsafe-eval', () => {
    const policy = pagePolicy({ scriptHashes: [sha('a')] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('a')]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('uses a nonce instead of hashes for a page rendered per request', () => {
    expect(directive(pagePolicy({ nonce: 'abc', scriptHashes: [sha('a')] }), 'script-src')).toEqual(["'self'", "'nonce-abc'"]);
  });

  it('opens the tag container hosts only when one is configured', () => {
    const policy = pagePolicy({ analytics: true });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(pagePolicy()).not.toContain('google');
  });

  it('lets the CMS frame a preview and serve media when asked', () => {
    const policy = pagePolicy({ frameAncestors: ['https://cms.example.com'], contentOrigin: 'https://cms.example.com' });
    expect(directive(policy, 'frame-ancestors')).toEqual(['https://cms.example.com']);
    expect(directive(policy, 'img-src')).toContain('https://cms.example.com');
    expect(directive(policy, 'media-src')).toContain('https://cms.example.com');
  });

  it('reads the tag container and the CMS origin from the environment', () => {
    const policy = pagePolicyFromEnv({}, { GTM_ID: 'GTM-TEST000', CONTENT_API_URL: 'https://cms.example.com/umbraco/api' });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'img-src')).toContain('https://cms.example.com');
    expect(pagePolicyFromEnv({}, { CONTENT_API_URL: 'not a url' })).not.toContain('not a url');
  });

  it('locks down everything that is not a page', () => {
    expect(NON_PAGE_POLICY).toContain("default-src 'none'");
    expect(NON_PAGE_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe('withPagePolicy (the cache handler)', () => {
  it('adds the policy of the cached page to its headers, once', () => {
    const value = { kind: 'APP_PAGE', html: '<script>boot()</script>', headers: { 'x-next-cache-tags': 't' } as Record<string, string> };
    withPagePolicy(value);
    expect(directive(value.headers['content-security-policy'], 'script-src')).toContain(sha('boot()'));
    value.html = '<script>other()</script>';
    withPagePolicy(value);
    expect(value.headers['content-security-policy']).not.toContain(sha('other()'));
  });

  it('creates the headers when the entry has none, and leaves other kinds alone', () => {
    const page: { kind: string; html: string; headers?: Record<string, string> } = { kind: 'APP_PAGE', html: '' };
    withPagePolicy(page);
    expect(page.headers?.['content-security-policy']).toContain("script-src 'self'");
    const fetched = { kind: 'FETCH', data: {} };
    expect(withPagePolicy(fetched)).toEqual({ kind: 'FETCH', data: {} });
  });
});
