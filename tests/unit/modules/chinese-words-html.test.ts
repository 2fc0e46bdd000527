/**
 * Chinese headings, lead-ins and table cells of rich text break between words only
 * (lib/content/chinese-words-html.ts, run by sanitizeRichText): the same words as keepChineseWords,
 * English untouched, and the sanitizer still in front of it.
 */
import { keepChineseWordsInHtml } from '@/lib/content/chinese-words-html';
import { headingsOf, sanitizeRichText } from '@/lib/content/sanitize';
import { chineseBreaks } from '@/lib/ui/chinese-breaks';

/** A text with a <wbr> at each of its chineseBreaks: how the transform sets it. */
function set(text: string): string {
  return [0, ...chineseBreaks(text)].map((from, i, all) => text.slice(from, all[i + 1])).join('<wbr>');
}

/** The words of a heading as the transform set them: the text between its <wbr>s. */
function wordsOf(html: string): string[] {
  return html.replace(/<(?!wbr>)[^>]*>/g, '').split('<wbr>');
}

describe('keepChineseWordsInHtml', () => {
  it('sets a body heading word by word, at the breaks keepChineseWords uses', () => {
    const title = '我們如何使用您的個人資料';
    const out = sanitizeRichText(`<h2 id="purposes-of-use">${title}</h2><p>${title}</p>`, 'zh-hk');
    const heading = /<h2 id="purposes-of-use"><span class="zh-words">([\s\S]*?)<\/span><\/h2>/.exec(out);
    expect(heading).not.toBeNull();
    const breaks = chineseBreaks(title);
    expect(breaks.length).toBeGreaterThan(1);
    expect(wordsOf(heading![1])).toEqual([0, ...breaks].map((from, i, all) => title.slice(from, all[i + 1])));
    // Running text is left to the browser: a paragraph is set as Chinese prose is.
    expect(out).toContain(`<p>${title}</p>`);
  });

  it('sets h3, h4, table cells (not column headings) and a lead-in <strong> in zh-cn, and keeps their tags and entities', () => {
    const out = sanitizeRichText(
      '<h3>在海港空运货站的职业历程</h3><h4>处理<a href="/zh-cn/services">货量</a>创新高</h4>'
        + '<table><tr><th>托运人自行组装的集装器</th><td>A &amp; B 集装器</td></tr></table>'
        + '<ul><li><strong>货运操作（40个名额）：</strong>学徒培训</li></ul><p>看<strong>部分符合</strong></p>',
      'zh-cn',
    );
    expect(out).toContain(`<h3><span class="zh-words">${set('在海港空运货站的职业历程')}</span></h3>`);
    // A break may fall at a tag: the <wbr> goes with the text after it.
    expect(out).toContain('<h4><span class="zh-words">处理<a href="/zh-cn/services/">货量</a><wbr>创新高</span></h4>');
    // A column heading stays whole (keep-all in app/globals.css): no <wbr> to break it at.
    expect(out).toContain('<th>托运人自行组装的集装器</th>');
    expect(out).toContain('<td><span class="zh-words">A &amp; B 集装器</span></td>');
    expect(out).toContain(`<li><strong><span class="zh-words">${set('货运操作（40个名额）：')}</span></strong>学徒培训</li>`);
    // A <strong> inside running text is emphasis, not a lead-in.
    expect(out).toContain('<p>看<strong>部分符合</strong></p>');
  });

  it('leaves English and text without Chinese as the sanitizer wrote it', () => {
    const html = '<h2 id="who">我們如何使用 Cookie</h2><h3>How we use cookies</h3>';
    expect(sanitizeRichText(html, 'en')).toBe(html);
    expect(sanitizeRichText('<h3>How we use cookies</h3>', 'zh-hk')).toBe('<h3>How we use cookies</h3>');
  });

  it('changes no text and no tag: taking the spans and <wbr>s out gives the sanitized html back', () => {
    const html = '<h2 id="a">甚麼是 Cookie？</h2><table><tr><td><p>記錄您是否同意使用必要 Cookie 及作出同意的時間</p></td></tr></table>'
      + '<h3>香港，2026年9月8日 &lt;b&gt;</h3>';
    const out = keepChineseWordsInHtml(html);
    expect(out).not.toBe(html);
    expect(out.replace(/<span class="zh-words">|<\/span>|<wbr>/g, '')).toBe(html);
  });

  it('keeps the table of contents the same text', () => {
    const out = sanitizeRichText('<h2 id="purposes-of-use">我們如何使用您的個人資料</h2>', 'zh-hk');
    expect(headingsOf(out)).toEqual([{ id: 'purposes-of-use', text: '我們如何使用您的個人資料' }]);
  });

  it('still runs behind the sanitizer: hostile markup in a Chinese heading is neutralized', () => {
    const out = sanitizeRichText(
      '<h2 id="x" onclick="alert(1)" class="evil">標題<script>alert(1)</script><img src=x onerror=alert(1)>'
        + '<span class="zh-words" style="color:red">我們如何</span><a href="javascript:alert(1)">使用</a></h2>',
      'zh-hk',
    ).toLowerCase();
    for (const needle of ['<script', 'onerror', 'onclick', 'javascript:', '<img', 'style', 'evil', 'alert(1)</']) expect(out).not.toContain(needle);
    // The one span is the transform's own.
    expect(out.match(/<span/g)).toHaveLength(1);
  });
});
