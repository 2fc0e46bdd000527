/**
 * The search benchmark: 200 queries, half English and half Chinese (traditional and simplified),
 * drawn reproducibly from the embedded content itself, sent one at a time to the running site's
 * search API (GET /api/{localeCode}/search/getSearchResult/{keyword}/), whichever search
 * implementation is behind it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const LOCALE_CODE = { en: 'en', 'zh-hk': 'tc', 'zh-cn': 'sc' };

function* jsonFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* jsonFiles(full);
    else if (name.endsWith('.json')) yield full;
  }
}

/** Human-readable text of a content file (values of string fields, tags stripped, no URLs). */
function textOf(value, out = []) {
  if (typeof value === 'string') {
    if (!/^(\/|https?:|#|mailto:|tel:|\d{4}-\d{2}-\d{2})/.test(value)) out.push(value.replace(/<[^>]*>/g, ' '));
  } else if (Array.isArray(value)) {
    value.forEach((v) => textOf(v, out));
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) if (!['module', 'url', 'mediaUrl', 'icon', 'collection', 'type'].includes(key)) textOf(v, out);
  }
  return out;
}

/** A small deterministic generator (mulberry32), so every run asks the same questions. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(list, n, next) {
  const pool = [...list];
  const out = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
  return out;
}

const STOP = new Set(['with', 'from', 'that', 'this', 'have', 'their', 'which', 'will', 'into', 'more', 'than', 'each', 'also', 'they', 'been', 'were', 'other']);

/**
 * 200 queries: 100 English (single words of the content, some two-word phrases, a few words that
 * appear nowhere), 50 traditional and 50 simplified Chinese (two to four characters cut from the
 * content's sentences, a few absent ones).
 */
export function searchQueries(storeRoot) {
  const next = random(20261101);
  const text = (lang) => [...jsonFiles(path.join(storeRoot, lang))].flatMap((file) => textOf(JSON.parse(readFileSync(file, 'utf8')))).join(' ');

  const englishWords = [...new Set(text('en').toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? [])].filter((w) => !STOP.has(w)).sort();
  const phrases = (text('en').match(/\b[A-Za-z]{4,} [A-Za-z]{4,}\b/g) ?? []).sort();
  const english = [
    ...pick(englishWords, 80, next),
    ...pick(phrases, 16, next),
    'zeppelin',
    'quokka',
    'xylophone',
    'moonbase',
  ].map((keyword) => ({ lang: 'en', keyword }));

  const chinese = (lang, absent) => {
    const runs = [...new Set(text(lang).match(/[\u4e00-\u9fff]{4,}/g) ?? [])].sort();
    const cuts = pick(runs, 46, next).map((run) => {
      const length = 2 + Math.floor(next() * 3);
      const start = Math.floor(next() * Math.max(1, run.length - length));
      return run.slice(start, start + length);
    });
    return [...cuts, ...absent].map((keyword) => ({ lang, keyword }));
  };
  return [...english, ...chinese('zh-hk', ['恐龍化石', '火星基地', '鋼琴比賽', '企鵝']), ...chinese('zh-cn', ['恐龙化石', '火星基地', '钢琴比赛', '企鹅'])];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timedSearch(origin, { lang, keyword }) {
  const url = `${origin}/api/${LOCALE_CODE[lang]}/search/getSearchResult/${encodeURIComponent(keyword)}/`;
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const body = await response.text();
  const ms = performance.now() - started;
  let hits = 0;
  try {
    const results = JSON.parse(body)?.data?.pageContent?.find((entry) => entry.module === 'searchResults')?.content;
    hits = results?.total ?? results?.items?.length ?? 0;
  } catch {
    hits = 0;
  }
  return { ms, status: response.status, hits };
}

/**
 * Warm each language once (the first query of a language builds its index: reported apart), then
 * time the 200 queries one after the other. Latency is the client's: request to last byte.
 */
export async function searchBenchmark(origin, queries) {
  const cold = {};
  for (const lang of ['en', 'zh-hk', 'zh-cn']) cold[lang] = (await timedSearch(origin, { lang, keyword: lang === 'en' ? 'terminal' : '貨' })).ms;
  const timings = [];
  const failures = [];
  let withHits = 0;
  for (const query of queries) {
    const result = await timedSearch(origin, query);
    timings.push(result.ms);
    if (result.status !== 200) failures.push(`${query.lang} "${query.keyword}": HTTP ${result.status}`);
    if (result.hits > 0) withHits++;
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const byLang = (lang) => {
    const own = queries.map((q, i) => (q.lang === lang ? timings[i] : null)).filter((v) => v !== null).sort((a, b) => a - b);
    return { count: own.length, p50Ms: percentile(own, 50), p95Ms: percentile(own, 95) };
  };
  return {
    queries: queries.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted[sorted.length - 1],
    firstQueryMs: cold,
    withHits,
    failures,
    byLang: { en: byLang('en'), 'zh-hk': byLang('zh-hk'), 'zh-cn': byLang('zh-cn') },
  };
}
