import { htmlToText } from '@/lib/content/html-text';

describe('htmlToText', () => {
  it('decodes every entity exactly once', () => {
    // The old meta-description reader turned "&amp;lt;" into "<": decoded twice.
    expect(htmlToText('<p>Write &amp;lt;b&amp;gt; for bold</p>')).toBe('Write &lt;b&gt; for bold');
    expect(htmlToText('Caf&eacute; &mdash; &#x4E2D;&#25991; &hellip;')).toBe('Café — 中文 …');
  });

  it('joins the text of inline tags and separates blocks', () => {
    expect(htmlToText('H<sub>2</sub>O and <a href="/x">Fees <em>&amp;</em> charges</a>')).toBe('H2O and Fees & charges');
    expect(htmlToText('<p>Cargo</p><p>mail</p><ul><li>one</li><li>two</li></ul>line<br>break')).toBe('Cargo mail one two line break');
  });

  it('drops scripts and styles, and collapses white space and no-break spaces', () => {
    expect(htmlToText('<style>p{color:red}</style>Air&nbsp; cargo\n\t<script>alert(1)</script> terminal')).toBe('Air cargo terminal');
  });
});
