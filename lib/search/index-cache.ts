import type { Lang } from '../i18n';
import { buildDocs, storeSignature, type SearchDoc } from './documents';

/**
 * One index per store root and language, built once and kept in memory: a query never reads a
 * file. After CHECK_MS the next query still gets the index it has, and the store's fingerprint is
 * checked in the background; only when a file was added, removed or edited is the index rebuilt.
 * So edits show up within a minute, and an unchanged store costs a few stat calls per minute.
 */
const CHECK_MS = 60_000;

interface Entry {
  checkedAt: number;
  signature: Promise<string>;
  docs: Promise<SearchDoc[]>;
  checking: boolean;
}

const entries = new Map<string, Entry>();

function build(root: string, lang: Lang, now: number): Entry {
  // The fingerprint is taken before the files are read, so an edit during the build is seen next time.
  const signature = storeSignature(root, lang);
  return { checkedAt: now, signature, docs: signature.then(() => buildDocs(root, lang)), checking: false };
}

async function refresh(key: string, root: string, lang: Lang, entry: Entry): Promise<void> {
  try {
    const [before, now] = await Promise.all([entry.signature, storeSignature(root, lang)]);
    if (now === before) {
      entry.checkedAt = Date.now();
      return;
    }
    const next = build(root, lang, Date.now());
    await next.docs;
    entries.set(key, next);
  } catch (error) {
    console.error(`[search] index refresh for ${lang} failed, keeping the previous one`, error);
  } finally {
    entry.checking = false;
  }
}

export function docsFor(root: string, lang: Lang, now: number = Date.now()): Promise<SearchDoc[]> {
  const key = `${root}\u0000${lang}`;
  const entry = entries.get(key);
  if (!entry) {
    const fresh = build(root, lang, now);
    entries.set(key, fresh);
    // A failed build is not kept: the next query tries again.
    fresh.docs.catch(() => entries.delete(key));
    return fresh.docs;
  }
  if (now - entry.checkedAt >= CHECK_MS && !entry.checking) {
    entry.checking = true;
    void refresh(key, root, lang, entry);
  }
  return entry.docs;
}

/** Forget every index (content was revalidated, or a test changed the store). */
export function clearSearchIndex(): void {
  entries.clear();
}
