/**
 * Headings and table cells of rich text keep what the components' titles and cells keep
 * (lib/content/line-keeps-html.ts, run by sanitizeRichText): a short hyphen tail and a number with
 * its Chinese unit, in every language; running text left alone; the sanitizer still in front.
 */
import { keepLinesInHtml } from '@/lib/content/line-keeps-html';
import { sanitizeRichText } from '@/lib/content/sanitize';

describe('keepLinesInHtml', () => {
  it('keeps the cookie notice’s code-like name whole, breaking before it instead (en and Chinese)', () => {
    const cell = '<table><tbody><tr><td>_ga_&lt;container-id&gt;</td><td>2 years</td></tr></tbody></table>';
    for (const lang of ['en', 'zh-hk', 'zh-cn'] as const) {
      const out = sanitizeRichText(cell, lang);
      expect(out).toContain('_ga_<wbr><span class="keep-word">&lt;container-id&gt;</span>');
      expect(out).toContain('<td>2 years</td>');
    }
  });

  it('keeps a number with the Chinese unit after it in a cell and a heading', () => {
    const out = keepLinesInHtml('<table><tbody><tr><td>每天港幣 400 元</td></tr></tbody></table><h3>存放 24 小時</h3><p>存放 24 小時</p>');
    expect(out).toContain('<td>每天港幣 400\u00a0元</td>');
    expect(out).toContain('<h3>存放 24\u00a0小時</h3>');
    // running text is prose: the browser may break it anywhere it likes
    expect(out).toContain('<p>存放 24 小時</p>');
  });

  it('leaves a text that keeps nothing exactly as it came, entities and all', () => {
    const html = '<h2 id="x">Terms &amp; conditions</h2><table><tbody><tr><td>Tom&#39;s cell &nbsp;</td></tr></tbody></table>';
    expect(keepLinesInHtml(html)).toBe(html);
  });

  it('runs after the sanitizer: markup in a cell is still removed, and the kept text escaped', () => {
    const out = sanitizeRichText('<table><tbody><tr><td><img src=x onerror=alert(1)>build-up &lt;script&gt;</td></tr></tbody></table>', 'en');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).toContain('<span class="keep-word">build-up</span>');
    expect(out).toContain('&lt;script&gt;');
  });
});
