import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Lang } from './i18n';
import { pagePathForApi } from './content/urls';

/**
 * Site search over the embedded content of one language.
 * Text is folded (NFKC, lower case, accents removed) so English is case- and accent-insensitive;
 * Chinese is matched as a substring of the folded text, so a word inside a sentence is found
 * without any word segmentation. English terms get a light stemming ("terminals" finds "terminal").
 */

export interface SearchDoc {
  url: string;
  title: string;
  text: string;
  folded: string;
  foldedTitle: string;
}

export interface SearchHit {
  url: string;
  title: string;
  snippet: string;
  score: number;
}

const SKIP = new Set(['config', '404', 'search']);
const CACHE_MS = 60_000;

export function fold(input: string): string {
  return input.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase();
}

export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every human-readable string in a content tree (skipping URLs and technical fields). */
function collectText(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (!/^(\/|https?:|#|mailto:|tel:)/.test(value) && !/^\d{4}-\d{2}-\d{2}T/.test(value)) out.push(stripHtml(value));
  } else if (Array.isArray(value)) {
    value.forEach((v) => collectText(v, out));
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (['module', 'type', 'target', 'mediaUrl', 'url', 'icon', 'collection', 'width', 'height'].includes(key)) continue;
      collectText(v, out);
    }
  }
}

async function walk(dir: string, prefix: string, out: { api: string; file: string }[]): Promise<void> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}/${entry.name}`, out);
    else if (entry.name.endsWith('.json')) out.push({ api: `${prefix}/${entry.name.slice(0, -5)}`, file: path.join(dir, entry.name) });
  }
}

export async function buildDocs(root: string, lang: Lang): Promise<SearchDoc[]> {
  const files: { api: string; file: string }[] = [];
  await walk(path.join(root, lang), '', files);
  const docs: SearchDoc[] = [];
  for (const { api, file } of files) {
    if (SKIP.has(api.split('/')[1])) continue;
    const url = pagePathForApi(api) ?? pagePathForApi(`${api}/`);
    if (!url) continue;
    let json: { data?: { pageContent?: unknown }; metaData?: { pageTitle?: string } };
    try {
      json = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch {
      continue;
    }
    const title = json.metaData?.pageTitle ?? '';
    const parts: string[] = [];
    collectText(json.data?.pageContent, parts);
    const text = parts.filter(Boolean).join(' · ');
    docs.push({ url, title, text, folded: fold(text), foldedTitle: fold(title) });
  }
  return docs;
}

const cache = new Map<string, { at: number; docs: Promise<SearchDoc[]> }>();

export function docsFor(root: string, lang: Lang): Promise<SearchDoc[]> {
  const key = `${root}:${lang}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.docs;
  const docs = buildDocs(root, lang);
  cache.set(key, { at: Date.now(), docs });
  return docs;
}

const CJK = /[\u3000-\u9fff\uf900-\ufaff]/;

function stem(term: string): string {
  if (CJK.test(term) || term.length < 5) return term;
  return term.replace(/(ies|es|s|ing|ed)$/, '');
}

/** Split a keyword into folded terms: whitespace-separated words; each CJK run stays one term. */
export function queryTerms(keyword: string): string[] {
  return fold(keyword)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .split(/[\s,.;:!?()[\]{}"'`/\\|<>，。；：！？、（）]+/)
    .map((t) => stem(t.trim()))
    .filter((t) => t.length > 0)
    .slice(0, 10);
}

function count(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1 && n < 50; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

function snippetOf(doc: SearchDoc, term: string, radius = 80): string {
  const at = doc.folded.indexOf(term);
  if (at < 0) return doc.text.slice(0, radius * 2);
  // Folding may change lengths slightly; positions stay close enough for a snippet window.
  const start = Math.max(0, at - radius);
  const end = Math.min(doc.text.length, at + term.length + radius);
  return (start > 0 ? '…' : '') + doc.text.slice(start, end).trim() + (end < doc.text.length ? '…' : '');
}

export function rank(docs: SearchDoc[], keyword: string): SearchHit[] {
  const terms = queryTerms(keyword);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const doc of docs) {
    let score = 0;
    let matchedAll = true;
    for (const term of terms) {
      const inTitle = count(doc.foldedTitle, term);
      const inText = count(doc.folded, term);
      if (inTitle + inText === 0) {
        matchedAll = false;
        break;
      }
      score += inTitle * 10 + Math.min(inText, 20);
    }
    if (matchedAll) hits.push({ url: doc.url, title: doc.title, snippet: snippetOf(doc, terms[0]), score });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}
