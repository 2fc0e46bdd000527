import type { Lang } from '../i18n';
import { buildDocs, type SearchDoc } from './documents';

/**
 * One index per store root and language, built once and kept in memory: a query never reads a
 * file. After FRESH_MS the next query still gets the index it has and starts one rebuild in the
 * background, so edits to the store show up within a minute without any query waiting for files.
 */
const FRESH_MS = 60_000;

interface Entry {
  builtAt: number;
  docs: Promise<SearchDoc[]>;
  rebuilding: boolean;
}

const entries = new Map<string, Entry>();

export function docsFor(root: string, lang: Lang, now: number = Date.now()): Promise<SearchDoc[]> {
  const key = `${root}\u0000${lang}`;
  const entry = entries.get(key);
  if (!entry) {
    const docs = buildDocs(root, lang);
    entries.set(key, { builtAt: now, docs, rebuilding: false });
    // A failed build is not kept: the next query tries again.
    docs.catch(() => entries.delete(key));
    return docs;
  }
  if (now - entry.builtAt >= FRESH_MS && !entry.rebuilding) {
    entry.rebuilding = true;
    buildDocs(root, lang).then(
      (docs) => entries.set(key, { builtAt: Date.now(), docs: Promise.resolve(docs), rebuilding: false }),
      (error: unknown) => {
        entry.rebuilding = false;
        console.error(`[search] index rebuild for ${lang} failed, keeping the previous one`, error);
      },
    );
  }
  return entry.docs;
}

/** Forget every index (content was revalidated, or a test changed the store). */
export function clearSearchIndex(): void {
  entries.clear();
}
