/**
 * One spelling for each product name, in every language: the booking platform is "Cargo Connect"
 * (two words, as the news of its launch, the notices and Hactlink write it in all three languages).
 * A page that writes "CargoConnect", "Cargo connect" or "Cargo-Connect" reads as another product.
 * The lower-case slug `cargo-connect` of an anchor or address is not a spelling.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const PRODUCT_NAMES = [{ name: 'Cargo Connect', pattern: /cargo[\s\u00a0\u3000_-]*connect/gi, slug: 'cargo-connect' }] as const;

/** Every spelling of a product name in `text` that is not the product's own. */
function misspelledNames(text: string): string[] {
  const found: string[] = [];
  for (const { name, pattern, slug } of PRODUCT_NAMES) {
    for (const m of text.matchAll(pattern)) if (m[0] !== name && m[0] !== slug) found.push(m[0]);
  }
  return found;
}

const ROOTS = ['public/assets/json', 'content-drafts', 'messages', 'public/assets/video', 'scripts/documents'];
const TEXT = /\.(json|vtt|mjs|md)$/;

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p) : TEXT.test(n) ? [p] : [];
  });
}

describe('product names', () => {
  it('finds the other spellings and passes the name and its slug', () => {
    expect(misspelledNames('平台「CargoConnect」, Cargo connect and Cargo-Connect, cargo\u00a0connect')).toEqual(['CargoConnect', 'Cargo connect', 'Cargo-Connect', 'cargo\u00a0connect']);
    expect(misspelledNames('數碼預約平台「Cargo Connect」 <h2 id="what-cargo-connect-does">')).toEqual([]);
  });

  it('are spelled one way in the content, captions, documents and interface of every language', () => {
    const files = ROOTS.flatMap((r) => filesUnder(path.join(process.cwd(), r)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => misspelledNames(readFileSync(f, 'utf8')).map((w) => `${path.relative(process.cwd(), f)}: ${w}`));
    expect(found).toEqual([]);
  });
});
