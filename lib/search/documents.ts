import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../i18n';
import { pagePathForApi } from '../content/urls';
import { htmlToText } from '../content/html-text';
import { normalize } from './normalize';
import { factsOf, fillFacts } from '../content/facts';

/**
 * The searchable documents of one language: every page, news item, story and IATA course of the
 * embedded store that a route shows. A document's text is the human-readable text of its modules
 * that the page shows (rich text stripped of tags; see isOffPage), its title is the page title.
 */
export interface SearchField {
  /** The original text, for snippets. */
  raw: string;
  /** Its normalization (see normalize.ts). */
  text: string;
  /** Original offset of each normalized character, to cut snippets around a match. */
  starts: Int32Array;
}

export interface SearchDoc {
  /** Path below /{lang}, e.g. '/stories/keeping-vaccines-cold'. */
  url: string;
  title: SearchField;
  body: SearchField;
}

/** Store files that no visitor reaches as a page of their own. */
const SKIP_TOP = new Set(['config', '404', 'search', 'facts']);
/**
 * Keys whose values are identifiers, links or layout, never prose; and `chineseTitle`, text in
 * another language than its page (the home banner's Chinese words), which a snippet would show
 * unmarked, read out with the page's voice.
 */
const TECHNICAL_KEYS = new Set(['chineseTitle', 'module', 'type', 'target', 'mediaUrl', 'url', 'icon', 'collection', 'width', 'height', 'variant', 'align', 'mediaPosition', 'anchor', 'poster', 'src', 'srclang', 'expiry', 'key', 'fileType', 'tone']);
const NOT_PROSE = /^(\/|https?:|#|mailto:|tel:|\d{4}-\d{2}-\d{2}(T|$))/;


/**
 * What a visitor reads on the page itself, which the search index keeps: not the text of links
 * that lead elsewhere (tabs, buttons, downloads: an object with a `url` and its `label`), nor image
 * descriptions (`altText`), nor the names of caption tracks (`srclang`). A search result showed
 * "Collection Procedure · Delivery Procedure · …" (the tabs) or the home banner's alt text as its
 * snippet, and a page matched a word only its tabs named.
 */
function isOffPage(node: Record<string, unknown>): boolean {
  return ('url' in node && 'label' in node) || 'srclang' in node;
}
const OFF_PAGE_KEYS = new Set(['altText']);

/**
 * Every human-readable string in a content tree, in reading order; with `onPage`, only the text a
 * visitor reads on the page (see isOffPage). The content checks read all of it, alt texts too.
 */
export function collectText(value: unknown, out: string[], onPage = false): void {
  if (typeof value === 'string') {
    if (!NOT_PROSE.test(value)) {
      const text = htmlToText(value);
      if (text) out.push(text);
    }
  } else if (Array.isArray(value)) {
    value.forEach((v) => collectText(v, out, onPage));
  } else if (value && typeof value === 'object') {
    if (onPage && isOffPage(value as Record<string, unknown>)) return;
    for (const [key, v] of Object.entries(value)) {
      if (!TECHNICAL_KEYS.has(key) && !(onPage && OFF_PAGE_KEYS.has(key))) collectText(v, out, onPage);
    }
  }
}

function field(raw: string): SearchField {
  const norm = normalize(raw);
  return { raw, text: norm.text, starts: Int32Array.from(norm.starts) };
}

async function listFiles(dir: string, prefix: string, out: { api: string; file: string }[]): Promise<void> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) await listFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`, out);
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push({ api: `${prefix}/${entry.name.slice(0, -5)}`, file: path.join(dir, entry.name) });
  }
}

interface StoreFile {
  data?: { pageContent?: unknown };
  metaData?: { pageTitle?: unknown };
}

/**
 * A fingerprint of one language of the store (every file's path, size and modification time):
 * cheap to compute, and it changes whenever a file is added, removed or edited.
 */
export async function storeSignature(root: string, lang: Lang): Promise<string> {
  const files: { api: string; file: string }[] = [];
  await listFiles(path.join(root, lang), '', files);
  const stats = await Promise.all(
    files.map(async ({ api, file }) => {
      const stat = await fs.stat(file).catch(() => null);
      return `${api}:${stat?.size ?? '-'}:${stat?.mtimeMs ?? '-'}`;
    }),
  );
  return stats.sort().join('|');
}

export async function buildDocs(root: string, lang: Lang): Promise<SearchDoc[]> {
  const files: { api: string; file: string }[] = [];
  await listFiles(path.join(root, lang), '', files);
  const docs: SearchDoc[] = [];
  for (const { api, file } of files.sort((a, b) => a.api.localeCompare(b.api))) {
    if (SKIP_TOP.has(api.split('/')[1])) continue;
    // Item files ('/news/latest-news/x') are shown by a dynamic route with a trailing slash.
    const url = pagePathForApi(api) ?? pagePathForApi(`${api}/`);
    if (!url) continue;
    let json: StoreFile;
    try {
      json = JSON.parse(fillFacts(await fs.readFile(file, 'utf8'), await factsOf(path.join(root, lang)))) as StoreFile;
    } catch (error) {
      console.error(`[search] skipped ${path.relative(root, file)}: ${(error as Error).message}`);
      continue;
    }
    const title = typeof json.metaData?.pageTitle === 'string' ? json.metaData.pageTitle : '';
    const parts: string[] = [];
    collectText(json.data?.pageContent, parts, true);
    // The hero's title is the result's title already; a snippet need not start by repeating it.
    const body = parts.filter((part) => part.toLowerCase() !== title.toLowerCase());
    docs.push({ url, title: field(title), body: field(body.join(' · ')) });
  }
  return docs;
}
