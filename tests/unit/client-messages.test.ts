import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { reachable, resolveImport } from './import-graph';
import path from 'node:path';
import { LANGS } from '@/lib/i18n';
import { CHROME_MESSAGES, ISLAND_MESSAGES, SHARED_MESSAGES, loadMessages, pickMessages, type Island } from '@/lib/i18n/messages';

const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'modules', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const clientSource = (file: string) => /^['"]use client['"]/m.test(readFileSync(file, 'utf8'));

/** The client code of each island: what its entry (the file its loader, `*.lazy.client.tsx` beside it, loads) imports. */
const ISLAND_ENTRIES: Record<Island, string[]> = {
  contactForm: ['modules/ContactForm/ContactForm.client.tsx'],
  iataForm: ['modules/IataApplicationForm/IataApplicationForm.client.tsx'],
  subscriptionForm: ['modules/SubscriptionForm/SubscriptionForm.client.tsx'],
  newsBrowser: ['modules/NewsList/NewsBrowser.client.tsx'],
  storyBrowser: ['modules/StoryList/StoryBrowser.client.tsx'],
  photos: ['modules/PhotoGallery/AlbumPhotos.client.tsx'],
  searchMore: ['modules/SearchResults/SearchMore.client.tsx'],
  notice: ['modules/ImportantNotices/NoticePopup.client.tsx'],
};
const ISLANDS = Object.keys(ISLAND_ENTRIES) as Island[];
const islandFiles = (island: Island) => reachable(ISLAND_ENTRIES[island].map((file) => path.join(ROOT, file)));

/** The loader of an island's entry: `Name.lazy.client.tsx` beside `Name.client.tsx` (next/dynamic). */
const loaderOf = (entry: string) => entry.replace(/\.client\.tsx$/, '.lazy.client.tsx');
/** What loads islands on demand: their loaders. */
const isLoader = (file: string) => file.endsWith('.lazy.client.tsx');

/**
 * The chrome's client code: every 'use client' file and its imports, less the islands' code and
 * their loaders (which import them on demand).
 */
function chromeFiles(): Set<string> {
  const all = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const inIslands = new Set(ISLANDS.flatMap((island) => [...islandFiles(island)]));
  return reachable(all.filter((file) => clientSource(file) && !inIslands.has(file) && !isLoader(file)));
}

/**
 * The messages `files` read, as dotted paths: 'ns.key' for each call of a translator from
 * useTranslations('ns') with a literal key (`t('key')`, `t.rich('key', …)`), and the whole 'ns'
 * when a translator is called with a computed key or handed on (`t(name)`, `newsStatus(t, …)`).
 * None may call useTranslations() without a namespace.
 */
function messagesOf(files: Iterable<string>): { file: string; path: string }[] {
  return [...files].flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const relative = path.relative(ROOT, file);
    expect([relative, /useTranslations\(\s*\)/.test(source)]).toEqual([relative, false]);
    const declarations = [...source.matchAll(/(\w+)\s*=\s*useTranslations\(\s*'([^']+)'\s*\)/g)];
    const declared = new Set(declarations.map((declaration) => declaration.index));
    return declarations.flatMap(([, name, namespace]) => {
      const uses = [...source.matchAll(new RegExp(`\\b${name}\\b(?:\\.(?:rich|markup|raw|has))?(\\(\\s*'([^']+)')?`, 'g'))].filter((use) => !declared.has(use.index));
      const paths = uses.map((use) => (use[2] === undefined ? namespace : `${namespace}.${use[2]}`));
      return [...new Set(paths.length > 0 ? paths : [namespace])].map((dotted) => ({ file: relative, path: dotted }));
    });
  });
}

/** `dotted` is `sent` or lies inside it. */
const within = (dotted: string, sent: string) => dotted === sent || dotted.startsWith(`${sent}.`);

/**
 * What `used` reads is all in `sent` or `shared`, and `sent` holds nothing `used` does not read
 * (the shared messages go with every provider, used or not).
 */
function expectExactly(used: { file: string; path: string }[], sent: readonly string[], shared: readonly string[] = []) {
  expect(used.filter((u) => ![...sent, ...shared].some((p) => within(u.path, p)))).toEqual([]);
  for (const p of sent) expect([p, used.some((u) => within(u.path, p))]).toEqual([p, true]);
}

test('the layout sends the chrome\'s client code every namespace it translates with, and no more', () => {
  const used = messagesOf(chromeFiles());
  expect(used.length).toBeGreaterThan(3);
  expectExactly(used, CHROME_MESSAGES);
});

test.each(ISLANDS)('island %s: its provider sends every namespace its client code translates with, and no more', (island) => {
  expectExactly(messagesOf(islandFiles(island)), ISLAND_MESSAGES[island], SHARED_MESSAGES);
});

test.each(ISLANDS)('island %s: every module that renders it wraps it in <IslandMessages island="%s">', (island) => {
  const loaders = ISLAND_ENTRIES[island].map((entry) => {
    const loader = path.join(ROOT, loaderOf(entry));
    expect([entry, existsSync(loader)]).toEqual([entry, true]);
    return loader;
  });
  // A server file renders the island where it imports its loader, under the name it gives it.
  const rendered = (file: string) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/import (\w+) from '([^']+\.lazy\.client)'/g)].some(
      ([, name, specifier]) => loaders.includes(`${resolveImport(file, specifier)}`) && new RegExp(`<${name}[\\s>]`).test(source),
    );
  };
  const renderers = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) => !clientSource(file))
    .filter(rendered);
  expect(renderers.length).toBeGreaterThan(0);
  for (const file of renderers) expect([path.relative(ROOT, file), readFileSync(file, 'utf8').includes(`<IslandMessages island="${island}">`)]).toEqual([path.relative(ROOT, file), true]);
});

test.each(LANGS)('%s: every page gets the chrome\'s messages and none of the server-only ones or the islands\'', async (lang) => {
  const messages = await loadMessages(lang);
  const picked = pickMessages(messages, CHROME_MESSAGES) as Record<string, Record<string, unknown>>;
  for (const dotted of [...CHROME_MESSAGES, ...ISLANDS.flatMap((island) => ISLAND_MESSAGES[island])]) {
    const value = dotted.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], messages);
    expect([dotted, typeof value === 'string' || (typeof value === 'object' && value !== null && Object.keys(value).length > 0)]).toEqual([dotted, true]);
  }
  expect(Object.keys(picked).sort()).toEqual([...new Set(CHROME_MESSAGES.map((dotted) => dotted.split('.')[0]))].sort());
  // Only the listed messages of a namespace travel: the chrome's server-only labels stay on the server.
  expect(Object.keys(picked.common).sort()).toEqual(CHROME_MESSAGES.filter((dotted) => dotted.startsWith('common.')).map((dotted) => dotted.slice('common.'.length)).sort());
});
