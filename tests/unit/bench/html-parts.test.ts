/**
 * The bench's split of an HTML document into its RSC payload (the inline scripts a browser runs) and
 * the markup they hydrate (the rest): JSON-LD and external scripts are markup, Next's payload is not.
 */
import { htmlWithoutInlineScripts, inlineScripts } from '../../../bench/budgets.cjs';

const html = [
  '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><main><h1>Cargo</h1></main>',
  '<script>self.__next_f.push([1,"0:{}"])</script>',
  '<script type="module">import("/x.js")</script>',
  '</body></html>',
].join('');

test('the inline scripts are the payload, and the markup keeps everything else', () => {
  expect(inlineScripts(html)).toEqual(['self.__next_f.push([1,"0:{}"])', 'import("/x.js")']);
  const markup = htmlWithoutInlineScripts(html);
  expect(markup).not.toContain('__next_f');
  expect(markup).not.toContain('import("/x.js")');
  expect(markup).toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
  expect(markup).toContain('{"@type":"Organization"}');
  expect(markup).toContain('<main><h1>Cargo</h1></main>');
});

test('a page without inline scripts is all markup', () => {
  const plain = '<html><body><p>Text</p></body></html>';
  expect(inlineScripts(plain)).toEqual([]);
  expect(htmlWithoutInlineScripts(plain)).toBe(plain);
});
