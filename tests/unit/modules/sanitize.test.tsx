import { cleanHref, headingsOf, sanitizeRichText } from '@/lib/content/sanitize';
import RichText from '@/components/RichText';
import { renderEn } from './intl';

const SAMPLES = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>">x</a>',
  '<iframe srcdoc="<script>">',
  '<form action="/x"><input></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<svg onload=alert(1)>',
  '<a href="JaVaScRiPt:alert(1)">y</a>',
  '<a href="java\nscript:alert(1)">z</a>',
  '<a href="&#106;avascript:alert(1)">w</a>',
  '<a href="vbscript:msgbox(1)">v</a>',
  '<a href="//evil.example/x">p</a>',
  '<p onclick="alert(1)" class="x" id="y">ok</p>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<style>body{display:none}</style>',
  '<object data="x.swf"></object><embed src="x.swf">',
];
const FORBIDDEN = ['<script', 'onerror', 'onload', 'onclick', 'javascript:', 'data:', 'vbscript:', '<iframe', 'srcdoc', '<form', '<input', 'style', '<svg', '<img', '<math', 'class=', 'evil.example', '<object', '<embed', 'alert(1)</'];

describe('sanitizeRichText', () => {
  it.each(SAMPLES)('neutralizes %s', (sample) => {
    const out = sanitizeRichText(sample, 'en').toLowerCase();
    for (const needle of FORBIDDEN) expect(out).not.toContain(needle);
  });

  it('neutralizes all samples at once (an unclosed iframe swallows the rest)', () => {
    const out = sanitizeRichText(SAMPLES.join('\n'), 'en').toLowerCase();
    for (const needle of FORBIDDEN) expect(out).not.toContain(needle);
  });

  it('keeps the harmless text', () => {
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">x</p>', 'en')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p onclick="alert(1)" class="x" id="y">ok</p>', 'en')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>', 'en')).toBe('<a>x</a>');
  });

  it('keeps the allowlisted structure', () => {
    const html =
      '<h2 id="fees">Fees</h2><h3 id="Bad Id">Sub</h3><h4>Deep</h4><ul><li><strong>a</strong> <em>b</em> <b>c</b> <i>d</i></li></ul><ol><li>1</li></ol>' +
      '<blockquote>q</blockquote><hr><p>line<br>break</p><table><caption>Cap</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table>';
    const clean = sanitizeRichText(html, 'en');
    expect(clean).toContain('<h2 id="fees">Fees</h2>');
    expect(clean).toContain('<h3>Sub</h3>');
    expect(clean).toContain('<th scope="col">H</th>');
    expect(clean).toContain('<caption>Cap</caption>');
    expect(clean).toContain('<blockquote>q</blockquote>');
    expect(clean).toContain('<br />');
  });

  it('turns h1 into h2 (the page has one h1: the hero)', () => {
    expect(sanitizeRichText('<h1 id="top">Title</h1>', 'en')).toBe('<h2 id="top">Title</h2>');
  });

  it('adds the language to internal links and keeps anchors, mailto and tel', () => {
    const clean = sanitizeRichText('<a href="/about-us/">A</a><a href="stories/x">B</a><a href="#fees">C</a><a href="mailto:cs@example.com">D</a><a href="tel:+85221234567">E</a>', 'zh-hk');
    expect(clean).toContain('href="/zh-hk/about-us/"');
    expect(clean).toContain('href="/zh-hk/stories/x"');
    expect(clean).toContain('href="#fees"');
    expect(clean).toContain('href="mailto:cs@example.com"');
    expect(clean).toContain('href="tel:+85221234567"');
    expect(clean).not.toContain('target=');
  });

  it('links phone numbers typed as text, and leaves the ones already in a link alone', () => {
    const out = sanitizeRichText(
      '<p>Call +852 2753 0188 or <strong>+852 2753 0000</strong>; <a href="tel:+85227530001">+852 2753 0001</a>; order 12345 6789; ref +1 2 3.</p>',
      'en',
    );
    expect(out).toBe(
      '<p>Call <a href="tel:+85227530188">+852 2753 0188</a> or <strong><a href="tel:+85227530000">+852 2753 0000</a></strong>; ' +
        '<a href="tel:+85227530001">+852 2753 0001</a>; order 12345 6789; ref +1 2 3.</p>',
    );
  });

  it('opens external links in a new tab with rel="noopener noreferrer"', () => {
    const clean = sanitizeRichText('<a href="https://www.iata.org/" rel="opener" target="_self" title="IATA">IATA</a>', 'en');
    expect(clean).toBe('<a href="https://www.iata.org/" title="IATA" target="_blank" rel="noopener noreferrer">IATA</a>');
  });

  it('gives target=_blank links rel="noopener noreferrer" too', () => {
    expect(sanitizeRichText('<a href="/stories/x" target="_blank">Story</a>', 'en')).toBe('<a href="/en/stories/x" target="_blank" rel="noopener noreferrer">Story</a>');
    // Files keep their path: no language in front of a document.
    expect(sanitizeRichText('<a href="/assets/docs/x.pdf" target="_blank">PDF</a>', 'zh-hk')).toBe('<a href="/assets/docs/x.pdf" target="_blank" rel="noopener noreferrer">PDF</a>');
  });

  it('wraps tables in a labelled, focusable scroll region when asked', () => {
    const clean = sanitizeRichText('<table><tr><td>1</td></tr></table><p>&lt;table&gt;</p>', 'en', { tableRegion: { className: 'scroll', label: 'Table "x"' } });
    expect(clean).toContain('<div class="scroll" role="region" tabindex="0" aria-label="Table &quot;x&quot;"><table>');
    expect(clean).toContain('</table></div>');
    expect(clean).toContain('<p>&lt;table&gt;</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText('', 'en')).toBe('');
    expect(sanitizeRichText(undefined, 'en')).toBe('');
  });
});

describe('cleanHref', () => {
  it.each([
    ['javascript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['//evil.example', undefined],
    ['\\\\evil.example', undefined],
    ['https://example.org', 'https://example.org'],
    ['/contact-us', '/en/contact-us'],
    ['/zh-cn/contact-us', '/zh-cn/contact-us'],
    ['?page=2', '/en?page=2'],
  ])('%s -> %s', (input, expected) => {
    expect(cleanHref(input, 'en')).toBe(expected);
  });
});

describe('headingsOf', () => {
  it('lists the h2 headings that have ids, decoding entities', () => {
    const clean = sanitizeRichText('<h2 id="a">One &amp; <em>two</em></h2><h2>skip</h2><h3 id="b">no</h3><h2 id="c">Three</h2><h2 id="c">dup</h2>', 'en');
    expect(headingsOf(clean)).toEqual([
      { id: 'a', text: 'One & two' },
      { id: 'c', text: 'Three' },
    ]);
  });
});

describe('<RichText>', () => {
  it('renders sanitized html with the rich-text class', () => {
    const { container } = renderEn(<RichText html={'<p>Hello <a href="/stories">link</a></p><img src=x onerror=alert(1)>'} lang="en" />);
    const div = container.firstElementChild as HTMLElement;
    expect(div).toHaveClass('rich-text');
    expect(div.innerHTML).toBe('<p>Hello <a href="/en/stories">link</a></p>');
  });

  it('renders nothing for empty html', () => {
    const { container } = renderEn(<RichText html="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('wraps tables in a region named in the visitor language', () => {
    const { getByRole } = renderEn(<RichText html="<table><tr><td>1</td></tr></table>" />);
    const region = getByRole('region', { name: 'Table (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
