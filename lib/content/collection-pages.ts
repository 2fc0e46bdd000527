import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../i18n';
import { PUBLISHED_ROOT, readJson } from './embedded';

/**
 * Which pages of the embedded store list a collection folder (a module naming it in
 * `collection`), as content paths: ['/news/latest-news', '/media/landing'] for
 * 'news/latest-news'. The revalidation webhook refreshes them with a changed item. The store is
 * read afresh each time (a few dozen small files), because editors add and move list modules.
 */
async function jsonFiles(dir: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : Promise.resolve(e.name.endsWith('.json') ? [path.join(dir, e.name)] : []))),
  );
  return nested.flat();
}

function collectionsOf(json: unknown): string[] {
  const pageContent = (json as { data?: { pageContent?: unknown } } | undefined)?.data?.pageContent;
  if (!Array.isArray(pageContent)) return [];
  return pageContent.flatMap((entry) => {
    const value = (entry as { content?: { collection?: unknown } } | null)?.content?.collection;
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  });
}

export async function pagesListing(lang: Lang, folder: string): Promise<string[]> {
  const root = path.join(PUBLISHED_ROOT, lang);
  const wanted = folder.replace(/^\/+|\/+$/g, '');
  const files = await jsonFiles(root);
  const pages = await Promise.all(
    files.map(async (file) => {
      const json = await readJson(file).catch(() => undefined);
      if (!collectionsOf(json).includes(wanted)) return null;
      return '/' + path.relative(root, file).split(path.sep).join('/').replace(/\.json$/, '');
    }),
  );
  return pages.filter((p): p is string => p !== null).sort();
}
