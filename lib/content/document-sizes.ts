import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Download list items and document links of the embedded store show the real size of the file
 * they link, read from public/ when the page is read, so a regenerated document can never be labelled with a
 * stale size. Items linking elsewhere keep the size the content gives.
 */
const PUBLIC_ROOT = path.join(process.cwd(), 'public');
const LOCAL = /^\/assets\/docs\/[\w/.-]+$/;

/** 1 decimal under 10 units, none above: "840 KB", "1.2 MB" (1 KB = 1,024 bytes). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 || value >= 10 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${rounded} ${units[unit]}`;
}

export async function localFileSize(url: string): Promise<string | undefined> {
  if (!LOCAL.test(url) || url.includes('..')) return undefined;
  const stat = await fs.stat(path.join(PUBLIC_ROOT, url)).catch(() => null);
  return stat?.isFile() ? formatFileSize(stat.size) : undefined;
}

/** Fills `fileSize` of every download item (`{ url, fileType }`) and link (`{ url, label }`) in a page tree whose file is in public/assets/docs. */
export async function fillDocumentSizes(tree: unknown): Promise<unknown> {
  const pending: Promise<void>[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const item = value as Record<string, unknown>;
      if (typeof item.url === 'string' && ('fileType' in item || 'label' in item) && LOCAL.test(item.url)) {
        pending.push(
          localFileSize(item.url).then((size) => {
            if (size) item.fileSize = size;
          }),
        );
      }
      Object.values(item).forEach(walk);
    }
  };
  walk(tree);
  await Promise.all(pending);
  return tree;
}
