/**
 * @jest-environment node
 */
/**
 * One picture per item: no image file, and no near-identical picture, illustrates two unrelated
 * items; no page's hero is another page's hero; every picture a page names exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LANGS } from '@/lib/i18n';
import { pageTexts } from './page-text';
import { PHONE_WIDTH } from '@/scripts/render3d/phone.mjs';
import { WITH_WORDS, dHash, hamming, imageUses, nearDuplicates, sharedFiles, type ImageUse } from './image-use';

const PUBLIC = path.join(process.cwd(), 'public');
/** Every picture the render library makes (scripts/render3d/shots.json), as pages name it. */
const RENDERED = new Set((JSON.parse(readFileSync(path.join(process.cwd(), 'scripts', 'render3d', 'shots.json'), 'utf8')) as { name: string }[]).map((s) => `/assets/images/${s.name}.webp`));

interface Declared {
  url: string;
  width: number;
  height: number;
  /** a page hero's phone picture (`media.mobile`) */
  phone: boolean;
}

/** Every picture a page declares with its size ({ mediaUrl, width, height }: next/image reserves that box and picks the widths it serves from it). */
function declaredSizes(node: unknown, key = '', out: Declared[] = []): Declared[] {
  if (Array.isArray(node)) for (const v of node) declaredSizes(v, key, out);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.mediaUrl === 'string' && typeof o.width === 'number' && typeof o.height === 'number' && o.mediaUrl.startsWith('/assets/images/') && !PICTOGRAM.test(o.mediaUrl)) out.push({ url: o.mediaUrl, width: o.width, height: o.height, phone: key === 'mobile' });
    for (const [k, v] of Object.entries(o)) declaredSizes(v, k, out);
  }
  return out;
}
const PICTOGRAM = /\.svg$/;

type PeopleModule = { module?: string; content?: { items?: { name?: string; photo?: { desktop?: { mediaUrl?: string } } }[] } };

/** The people a page names in a peopleGrid (the board, the management), with their photo's file if any. */
function peopleOf(json: unknown): { name?: string; photo?: string }[] {
  const modules = ((json as { data?: { pageContent?: PeopleModule[] } }).data?.pageContent ?? []).filter((m) => m.module === 'peopleGrid');
  return modules.flatMap((m) => m.content?.items ?? []).map((item) => ({ name: item.name, photo: item.photo?.desktop?.mediaUrl }));
}

describe.each(LANGS)('pictures on %s pages', (lang) => {
  let uses: ImageUse[];
  let people: { name?: string; photo?: string }[];
  beforeAll(async () => {
    const pages = await pageTexts(lang);
    uses = pages.flatMap((p) => imageUses(p.file, p.json));
    people = pages.flatMap((p) => peopleOf(p.json));
  });

  // Issue 29: the people the copy names get one dignified treatment, a typographic portrait set by
  // the page (modules/PeopleGrid), or a real photograph the operator supplies; never a rendered
  // figure standing in for them (the studio busts this replaced read as avatars).
  it('never show a rendered figure for a person the copy names', () => {
    expect(people.length).toBeGreaterThan(0);
    expect(people.filter((p) => p.photo && RENDERED.has(p.photo))).toEqual([]);
  });

  it('exist', () => {
    expect(uses.length).toBeGreaterThan(100);
    expect([...new Set(uses.map((u) => u.url))].filter((url) => !existsSync(path.join(PUBLIC, url)))).toEqual([]);
  });

  // Round 18: a phone's hero picture was a 667 px cut drawn 1170 device pixels wide on a 390 px
  // phone at 3x, soft; and a picture stored at another size than its page declares is stretched
  // into the declared box, or served smaller than the layout was told.
  it('are stored at the size their page declares, a hero’s phone picture at least a 3x phone’s width', async () => {
    const declared = new Map((await pageTexts(lang)).flatMap((p) => declaredSizes(p.json)).map((d) => [d.url, d]));
    const wrong: string[] = [];
    for (const d of declared.values()) {
      const file = path.join(PUBLIC, d.url);
      if (!existsSync(file)) continue; // 'exist' says so
      const { width, height } = await sharp(file).metadata();
      if (width !== d.width || height !== d.height) wrong.push(`${d.url}: declared ${d.width} x ${d.height}, stored ${width} x ${height}`);
      if (d.phone && d.width < PHONE_WIDTH) wrong.push(`${d.url}: a phone's hero picture ${d.width} px wide, under ${PHONE_WIDTH}`);
    }
    expect(declared.size).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 30_000);

  it('are never one file for two unrelated items or two pages’ heroes', () => {
    expect(sharedFiles(uses)).toEqual([]);
  });

  it('are never near-identical pictures for two unrelated items', async () => {
    const hashes = new Map<string, bigint>();
    for (const url of new Set(uses.filter((u) => !u.path.endsWith('.mobile') && !WITH_WORDS.test(u.url)).map((u) => u.url))) hashes.set(url, await dHash(path.join(PUBLIC, url)));
    expect(nearDuplicates(hashes, uses)).toEqual([]);
    // About 170 pictures decoded per language: seconds on a quiet machine, more beside a render.
  }, 30_000);
});

describe('picture detectors', () => {
  const page = (hero: string, cards: { url: string; link?: string }[]) => ({
    data: {
      pageContent: [
        { module: 'pageHero', content: { media: { type: 'image', desktop: { mediaUrl: hero }, mobile: { mediaUrl: hero.replace('.webp', '-m.webp') } } } },
        { module: 'cardGrid', content: { items: cards.map((c) => ({ image: { type: 'image', desktop: { mediaUrl: c.url } }, button: c.link ? { url: c.link } : undefined })) } },
      ],
    },
  });

  it('report one hero on two pages and one card picture for two unrelated items', () => {
    const uses = [...imageUses('/a.json', page('/h.webp', [{ url: '/x.webp' }, { url: '/y.webp', link: '/facilities/css' }])), ...imageUses('/b.json', page('/h.webp', [{ url: '/x.webp' }]))];
    expect(sharedFiles(uses)).toEqual(['/h-m.webp is the hero of /a.json and /b.json', '/h.webp is the hero of /a.json and /b.json', '/x.webp shows slot:/a.json.data.pageContent[1].content.items[0].image and slot:/b.json.data.pageContent[1].content.items[0].image']);
  });

  it('accept cards of the same linked item sharing its picture, and a story cover reused by its cards', () => {
    const uses = [
      ...imageUses('/a.json', page('/ha.webp', [{ url: '/css.webp', link: '/facilities/css' }, { url: '/story.webp', link: '/stories/s' }])),
      ...imageUses('/b.json', page('/hb.webp', [{ url: '/css.webp', link: '/facilities/css' }])),
      ...imageUses('/stories/detail/s.json', { data: { pageContent: [{ content: { items: [{ image: { desktop: { mediaUrl: '/story.webp' } } }] } }] }, metaData: { ogTags: { image: '/story.webp' } } }),
    ];
    expect(sharedFiles(uses)).toEqual([]);
  });

  it('tell a re-saved, slightly tinted picture from a different one', async () => {
    const gradient = (w: number, h: number, f: (x: number, y: number) => number) => {
      const px = Buffer.alloc(w * h * 3);
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) px.fill(f(x, y), (y * w + x) * 3, (y * w + x) * 3 + 3);
      return sharp(px, { raw: { width: w, height: h, channels: 3 } }).png().toBuffer();
    };
    const a = await gradient(120, 80, (x, y) => (Math.sin(x / 9) * 60 + Math.cos(y / 7) * 60 + 128) | 0);
    const tinted = await sharp(a).modulate({ brightness: 1.08 }).webp({ quality: 50 }).toBuffer();
    const other = await gradient(120, 80, (x, y) => (Math.cos(x / 13 + 1) * 60 + Math.sin(y / 5) * 60 + 128) | 0);
    const [ha, ht, ho] = await Promise.all([dHash(a), dHash(tinted), dHash(other)]);
    expect(hamming(ha, ht)).toBeLessThanOrEqual(6);
    const uses: ImageUse[] = [
      { file: '/a.json', path: '.x', url: '/a.webp', key: 'slot:a', hero: false },
      { file: '/b.json', path: '.y', url: '/t.webp', key: 'slot:b', hero: false },
      { file: '/c.json', path: '.z', url: '/o.webp', key: 'slot:c', hero: false },
    ];
    const hashes = new Map([['/a.webp', ha], ['/t.webp', ht], ['/o.webp', ho]]);
    expect(nearDuplicates(hashes, uses).map((p) => p.replace(/ \(.*/, ''))).toEqual(['/a.webp and /t.webp look the same']);
  });
});
