import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../i18n';
import { PUBLISHED_ROOT, readJson } from './embedded';
import { contentSegments } from './paths';
import { pagePathForApi } from './urls';
import type { CollectionItem } from '@/modules/shared/schema';
import { nextSessionDate, type Session } from './iata-sessions';

/**
 * A CMS resolves list queries server-side; the embedded store does the same. A module whose
 * content names a `collection` (a folder of item files, e.g. "news/latest-news") gets `items`
 * filled with a summary of each item, newest first, optionally cut to `limit`.
 */
type CollectionSummary = Omit<CollectionItem, 'media'> & {
  /** As the item file has it: checked with the page by the module's schema, like everything else. */
  media?: unknown;
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function summarize(folder: string, id: string, json: unknown): CollectionSummary | null {
  if (!isObject(json) || !isObject(json.data)) return null;
  const first = Array.isArray(json.data.pageContent) ? json.data.pageContent[0] : undefined;
  const content = isObject(first) && isObject(first.content) ? first.content : {};
  const meta = isObject(json.metaData) ? json.metaData : {};
  const url = pagePathForApi(`/${folder}/${id}/`);
  const title = str(content.title) ?? str(meta.pageTitle);
  if (!url || !title) return null;
  // A course's card date is its next session from its own schedule, never a typed date.
  const sessions = Array.isArray(content.sessions) ? content.sessions.filter((x): x is Session => isObject(x) && typeof x.date === 'string') : undefined;
  return {
    id,
    url,
    title,
    publishTime: sessions ? nextSessionDate(sessions) : (str(content.publishTime) ?? str(meta.publishTime)),
    category: str(content.category) ?? folder.split('/').pop(),
    summary: str(content.summary) ?? str(meta.description),
    tags: Array.isArray(content.tags) ? content.tags.filter((t): t is string => typeof t === 'string') : undefined,
    media: content.media ?? content.image,
  };
}

async function readCollection(lang: Lang, folder: string): Promise<CollectionSummary[]> {
  const segments = contentSegments(folder);
  if (!segments) return [];
  const dir = path.resolve(PUBLISHED_ROOT, lang, ...segments);
  if (!dir.startsWith(path.resolve(PUBLISHED_ROOT, lang) + path.sep)) return [];
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const items = await Promise.all(
    names.map(async (name) => summarize(segments.join('/'), name.slice(0, -5), await readJson(path.join(dir, name)))),
  );
  return items.filter((i): i is CollectionSummary => i !== null);
}

/** Newest first; items of the same moment by title, so the order never depends on the file system. */
function newestFirst(a: CollectionSummary, b: CollectionSummary): number {
  return (b.publishTime ?? '').localeCompare(a.publishTime ?? '') || a.title.localeCompare(b.title);
}

/** IATA courses: the next session first; a course with no session ahead last. */
function soonestFirst(a: CollectionSummary, b: CollectionSummary): number {
  return (a.publishTime ?? '\uffff').localeCompare(b.publishTime ?? '\uffff') || a.title.localeCompare(b.title);
}

/**
 * `pageApi` is the content path of the page being answered: a list never shows the page it is on,
 * so "related news" on an article lists the other articles of its folder.
 */
export async function fillCollections(lang: Lang, json: unknown, pageApi?: string): Promise<unknown> {
  if (!isObject(json) || !isObject(json.data) || !Array.isArray(json.data.pageContent)) return json;
  const selfUrl = pageApi ? pagePathForApi(pageApi) : null;
  const pageContent = await Promise.all(
    json.data.pageContent.map(async (entry: unknown) => {
      if (!isObject(entry) || !isObject(entry.content)) return entry;
      const folders = entry.content.collection;
      const list = typeof folders === 'string' ? [folders] : Array.isArray(folders) ? folders.filter((f): f is string => typeof f === 'string') : [];
      if (list.length === 0) return entry;
      const all = (await Promise.all(list.map((f) => readCollection(lang, f))))
        .flat()
        .filter((item) => item.url !== selfUrl)
        .sort(entry.module === 'iataCourseList' ? soonestFirst : newestFirst);
      const limit = typeof entry.content.limit === 'number' ? entry.content.limit : undefined;
      return { ...entry, content: { ...entry.content, items: limit ? all.slice(0, limit) : all } };
    }),
  );
  return { ...json, data: { ...json.data, pageContent } };
}
