/**
 * @jest-environment node
 */
import { sitePathOrNull } from '@/lib/preview/path';
import { decidePreview } from '@/lib/preview/rules';
import { CONTEXT_COOKIE, PREVIEW_COOKIE, issuePreviewTokens, verifyPreviewTokens } from '@/lib/preview/token';
import { secretMatches } from '@/lib/security/signature';

const SECRET = 'a-long-enough-preview-secret';
const NOW = Date.UTC(2026, 0, 1);
const tokens = issuePreviewTokens(SECRET, NOW, 3600);

describe('preview tokens', () => {
  it('verify while valid and not after expiry', () => {
    expect(verifyPreviewTokens(SECRET, tokens[PREVIEW_COOKIE], tokens[CONTEXT_COOKIE], NOW)).toBe(true);
    expect(verifyPreviewTokens(SECRET, tokens[PREVIEW_COOKIE], tokens[CONTEXT_COOKIE], NOW + 3599_000)).toBe(true);
    expect(verifyPreviewTokens(SECRET, tokens[PREVIEW_COOKIE], tokens[CONTEXT_COOKIE], NOW + 3600_000)).toBe(false);
  });

  it('refuse another secret, a swapped pair, a mixed pair, a stretched expiry and garbage', () => {
    const other = issuePreviewTokens(SECRET, NOW, 3600);
    const [exp, nonce, sig] = tokens[PREVIEW_COOKIE].split('.');
    expect(verifyPreviewTokens('another-secret-of-length', tokens[PREVIEW_COOKIE], tokens[CONTEXT_COOKIE], NOW)).toBe(false);
    expect(verifyPreviewTokens(SECRET, tokens[CONTEXT_COOKIE], tokens[PREVIEW_COOKIE], NOW)).toBe(false);
    expect(verifyPreviewTokens(SECRET, tokens[PREVIEW_COOKIE], other[CONTEXT_COOKIE], NOW)).toBe(false);
    expect(verifyPreviewTokens(SECRET, `${Number(exp) + 86400}.${nonce}.${sig}`, tokens[CONTEXT_COOKIE], NOW)).toBe(false);
    for (const bad of [undefined, '', '1', 'true', 'forged.value.here']) {
      expect(verifyPreviewTokens(SECRET, bad, tokens[CONTEXT_COOKIE], NOW)).toBe(false);
    }
  });

  it('compare secrets exactly', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretMatches(null, SECRET)).toBe(false);
  });
});

describe('decidePreview', () => {
  const base = { sourceKind: 'embedded' as const, secret: SECRET, draftMode: true, previewCookie: tokens[PREVIEW_COOKIE], contextCookie: tokens[CONTEXT_COOKIE], nowMs: NOW };

  it('embedded store: valid signed cookies in draft mode read drafts', () => {
    expect(decidePreview(base)).toEqual({ active: true, fetch: { drafts: true } });
  });

  it('is off without draft mode, without a secret, with one cookie, or with forged cookies', () => {
    expect(decidePreview({ ...base, draftMode: false }).active).toBe(false);
    expect(decidePreview({ ...base, secret: undefined }).active).toBe(false);
    expect(decidePreview({ ...base, contextCookie: undefined }).active).toBe(false);
    expect(decidePreview({ ...base, previewCookie: 'forged', contextCookie: 'forged' }).active).toBe(false);
    expect(decidePreview({ ...base, nowMs: NOW + 7200_000 }).active).toBe(false);
  });

  it('HTTP CMS: both cookies go to the CMS, which decides; unsafe values are refused', () => {
    expect(decidePreview({ ...base, sourceKind: 'http', previewCookie: 'abc', contextCookie: 'x-1' })).toEqual({
      active: true,
      fetch: { previewCookies: 'UMB_PREVIEW=abc; UMB_UCONTEXT=x-1' },
    });
    expect(decidePreview({ ...base, sourceKind: 'http', previewCookie: 'a;b', contextCookie: 'x' }).active).toBe(false);
    expect(decidePreview({ ...base, sourceKind: 'http', previewCookie: 'a\r\nX: y', contextCookie: 'x' }).active).toBe(false);
  });
});

describe('preview target path', () => {
  it.each(['/en/about-us/', '/zh-hk', '/en/search/cargo%20handling', '/en/contact-us?x=1#form'])('accepts %s', (path) => {
    expect(sitePathOrNull(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'en/about-us',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '/%2F%252Fevil.example',
    '/en/%0d%0aSet-Cookie:x',
    '/javascript:alert(1)',
    '/%',
    '/' + 'a'.repeat(3000),
  ])('refuses %s', (path) => {
    expect(sitePathOrNull(path)).toBeNull();
  });

  it.each([
    ['/.//evil.com', '/evil.com'],
    ['/./evil.com', '/evil.com'],
    ['/en/..//evil.com', '/evil.com'],
    ['/en//about-us/', '/en/about-us/'],
    ['/en/news/../about-us/?a=1', '/en/about-us/?a=1'],
  ])('normalizes %s to the same-site path %s, never a protocol-relative one', (raw, normalized) => {
    expect(sitePathOrNull(raw)).toBe(normalized);
  });
});
