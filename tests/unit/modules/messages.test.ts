/** The modules, media and notice namespaces say the same things in the three languages. */
import enMedia from '@/messages/en/media.json';
import enModules from '@/messages/en/modules.json';
import enNotice from '@/messages/en/notice.json';
import cnMedia from '@/messages/zh-cn/media.json';
import cnModules from '@/messages/zh-cn/modules.json';
import cnNotice from '@/messages/zh-cn/notice.json';
import hkMedia from '@/messages/zh-hk/media.json';
import hkModules from '@/messages/zh-hk/modules.json';
import hkNotice from '@/messages/zh-hk/notice.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

/** ICU placeholders and tags of a message: {name}, <tag>. */
function placeholders(message: string): string[] {
  // A "{word}" right after a plural selector ("=0 {Full}", "other {# seats}") is text, not an argument.
  const names = [...message.matchAll(/\{(\w+)[,}]/g)]
    .filter((m) => !/(=\d+|zero|one|two|few|many|other)\s*$/.test(message.slice(0, m.index)))
    .map((m) => m[1]);
  const tags = [...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

function get(obj: unknown, path: string): string {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
}

describe.each([
  ['modules', enModules, hkModules, cnModules],
  ['media', enMedia, hkMedia, cnMedia],
  ['notice', enNotice, hkNotice, cnNotice],
])('%s messages', (_ns, en, hk, cn) => {
  it('have the same keys in every language', () => {
    expect(keys(hk).sort()).toEqual(keys(en).sort());
    expect(keys(cn).sort()).toEqual(keys(en).sort());
  });

  it('use the same placeholders in every language', () => {
    for (const key of keys(en)) {
      const wanted = placeholders(get(en, key));
      expect([key, placeholders(get(hk, key))]).toEqual([key, wanted]);
      expect([key, placeholders(get(cn, key))]).toEqual([key, wanted]);
    }
  });
});
