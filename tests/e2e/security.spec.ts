import { expect, test } from '@playwright/test';
import { pageCases } from './site-map';

/**
 * The Content-Security-Policy: every page carries one listing exactly its inline scripts (so the
 * page runs without a single violation), and anything injected afterwards is refused.
 */
test('every page has a script policy without unsafe-inline or unsafe-eval', async ({ request }) => {
  for (const c of pageCases().filter((p) => p.lang === 'en' && p.url === p.finalPath)) {
    const res = await request.get(c.url, { failOnStatusCode: false });
    const policy = res.headers()['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect([c.url, scripts]).toEqual([c.url, expect.stringMatching(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(scripts).not.toMatch(/unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  }
});

for (const path of ['/en', '/zh-hk/about-us/leadership', '/zh-cn/search/cargo', '/en/404']) {
  test(`${path} runs without a policy violation and refuses an injected script`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

    const ran = await page.evaluate(async () => {
      const w = window as unknown as { injected?: boolean; violations: string[] };
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 100));
      return { injected: w.injected === true, violations: w.violations.length };
    });
    expect(ran).toEqual({ injected: false, violations: 1 });
  });
}

test('a preview renders per request with a nonce policy and runs without a violation', async ({ page }) => {
  const secret = process.env.PREVIEW_SECRET ?? 'e2e-preview-secret-0123456789';
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`/api/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent('/en/about-us/')}`);
  const response = await page.reload();
  const policies = (await response!.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
  expect(policies).toHaveLength(1);
  expect(policies[0]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(response!.headers()['x-frame-options']).toBeUndefined();
  await expect(page.getByRole('button', { name: /preview mode/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
