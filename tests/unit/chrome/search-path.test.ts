import { isSearchable, normalizeKeyword, searchPath } from '@/lib/search/search-path';

describe('searchPath (spec section 5)', () => {
  it('refuses an empty or blank keyword', () => {
    expect(searchPath('en', '')).toBeNull();
    expect(searchPath('en', '   ')).toBeNull();
    expect(searchPath('en', '\t\n ')).toBeNull();
    expect(searchPath('en', ' / / ')).toBeNull();
    expect(isSearchable('   ')).toBe(false);
  });

  it('trims the keyword', () => {
    expect(searchPath('en', '  cargo  ')).toBe('/en/search/cargo');
    expect(isSearchable(' x ')).toBe(true);
  });

  it('replaces slashes by spaces', () => {
    expect(searchPath('en', 'a/b')).toBe('/en/search/a%20b');
    expect(searchPath('en', 'import/export/transhipment')).toBe('/en/search/import%20export%20transhipment');
    expect(normalizeKeyword('a\\b')).toBe('a b');
  });

  it('URL-encodes the keyword', () => {
    expect(searchPath('en', 'fees & charges?')).toBe('/en/search/fees%20%26%20charges%3F');
    expect(searchPath('en', '#1 100%')).toBe('/en/search/%231%20100%25');
  });

  it('encodes Chinese keywords and keeps the language', () => {
    expect(searchPath('zh-hk', '空運貨站')).toBe(`/zh-hk/search/${encodeURIComponent('空運貨站')}`);
    expect(searchPath('zh-cn', ' 货站/服务 ')).toBe(`/zh-cn/search/${encodeURIComponent('货站 服务')}`);
    expect(decodeURIComponent(searchPath('zh-hk', '空運')!.split('/').pop()!)).toBe('空運');
  });
});
