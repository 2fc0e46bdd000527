/**
 * Which item each picture of a page illustrates, and the detectors of pictures shared by items
 * that have nothing to do with each other.
 *
 * Identity of an item (two slots with the same identity may show the same picture):
 * - a page hero is its page's own (`hero:<file>`);
 * - a card that links somewhere shows the page it links to (`link:<url>`), so every card of the
 *   same story, wherever it is listed, may carry that story's cover; links to listing pages
 *   ("/stories", "/news", "/media") and anchors name no single item and give no identity;
 * - a story's or news item's first picture, and its og:image, are its cover (`link:/stories/<slug>`);
 * - a page's og:image is its hero;
 * - anything else is its own slot (`slot:<file><path>`).
 * scripts/render3d/plan.mjs names the library's files by the same rules.
 */
import { dHash, hamming } from '@/scripts/render3d/compare.mjs';

// The difference hash lives with the renderer's comparison (render.mjs --verify uses it too).
export { dHash, hamming };

export interface ImageUse {
  file: string;
  path: string;
  url: string;
  key: string;
  hero: boolean;
}

// Pictograms are not pictures of an item: the notice icon marks every notice the same way.
const PICTOGRAM = /\.svg$/;
const LISTING = /^\/(stories|news|media)\/?$/;

function coverKey(file: string): string {
  const m = /^\/?(stories\/detail|news\/[^/]+)\/([^/]+)\.json$/.exec(file);
  return m ? `link:/${m[1] === 'stories/detail' ? 'stories' : m[1]}/${m[2]}` : '';
}

export function imageUses(file: string, json: unknown): ImageUse[] {
  const out: ImageUse[] = [];
  const cover = coverKey(file);
  let first = true;
  const visit = (node: unknown, p: string, item: Record<string, unknown> | null): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((x, i) => visit(x, `${p}[${i}]`, x as Record<string, unknown>));
    const o = node as Record<string, unknown>;
    const desktop = o.desktop as { mediaUrl?: string } | undefined;
    if (desktop?.mediaUrl && (o.type ?? 'image') === 'image' && !PICTOGRAM.test(desktop.mediaUrl)) {
      const hero = /\.media$/.test(p) && !!o.mobile;
      const button = item?.button as { url?: unknown } | undefined;
      const link = item ? (button?.url ?? item.url ?? item.href) : undefined;
      const key = hero
        ? `hero:${file}`
        : typeof link === 'string' && link !== '/' && !LISTING.test(link) && !link.includes('#')
          ? `link:${link}`
          : cover && first
            ? cover
            : `slot:${file}${p}`;
      if (!hero) first = false;
      out.push({ file, path: p, url: desktop.mediaUrl, key, hero });
      const mobile = o.mobile as { mediaUrl?: string } | undefined;
      if (mobile?.mediaUrl) out.push({ file, path: `${p}.mobile`, url: mobile.mediaUrl, key, hero });
    }
    for (const [k, v] of Object.entries(o)) if (k !== 'desktop' && k !== 'mobile') visit(v, `${p}.${k}`, item);
  };
  visit((json as { data?: unknown }).data, '.data', null);
  const og = (json as { metaData?: { ogTags?: { image?: string } } }).metaData?.ogTags?.image;
  if (og && !/og-default/.test(og)) {
    const heroKey = out.find((u) => u.hero)?.key;
    out.push({ file, path: '.metaData.ogTags.image', url: og, key: heroKey ?? (cover || `og:${file}`), hero: false });
  }
  return out;
}

/** Files shown by slots of different items. */
export function sharedFiles(uses: ImageUse[]): string[] {
  const byUrl = new Map<string, ImageUse[]>();
  for (const u of uses) byUrl.set(u.url, [...(byUrl.get(u.url) ?? []), u]);
  const problems: string[] = [];
  for (const [url, list] of byUrl) {
    const keys = [...new Set(list.map((u) => u.key))];
    if (keys.length < 2) continue;
    const heroes = [...new Set(list.filter((u) => u.hero).map((u) => u.file))];
    problems.push(heroes.length > 1 ? `${url} is the hero of ${heroes.join(' and ')}` : `${url} shows ${keys.join(' and ')}`);
  }
  return problems.sort();
}

/**
 * Pictures with words (award badges, certificates, Hactlink covers, the subsidiaries' logos) share
 * one layout per kind by design and differ by their words, which a 9x8 hash cannot see; they are
 * set from their own item's facts per language (scripts/render3d/typography.mjs). The same-file
 * check still applies to them.
 */
export const WITH_WORDS = /\/((award|cert|newsletter)-\d+\.(en|zh-hk|zh-cn)|subsidiary-\d+)\.webp$/;

/** Pictures at most NEAR bits apart look the same at a glance (a re-save, a small crop or tint). */
export const NEAR = 6;

/** Different files of unrelated items whose pictures are near-identical. */
export function nearDuplicates(hashes: Map<string, bigint>, uses: ImageUse[], near = NEAR): string[] {
  const keysOf = new Map<string, Set<string>>();
  for (const u of uses) keysOf.set(u.url, (keysOf.get(u.url) ?? new Set()).add(u.key));
  const urls = [...hashes.keys()].sort();
  const problems: string[] = [];
  for (let i = 0; i < urls.length; i++)
    for (let j = i + 1; j < urls.length; j++) {
      const d = hamming(hashes.get(urls[i])!, hashes.get(urls[j])!);
      if (d > near) continue;
      const a = keysOf.get(urls[i]) ?? new Set(), b = keysOf.get(urls[j]) ?? new Set();
      const related = [...a].every((k) => b.has(k)) && a.size === b.size;
      if (!related) problems.push(`${urls[i]} and ${urls[j]} look the same (${d} bits apart)`);
    }
  return problems;
}
