/**
 * @jest-environment node
 */
/**
 * `node scripts/render3d/plan.mjs` is what an editor runs when pages gain or lose pictures
 * (docs/editing.md). On the library as committed it must change nothing: before round 14 of issue
 * 29 it re-pointed 24 pages at the pictures its naming rules would give them, undoing the choices
 * made by hand since (a banner shown as the About Us hero again, the course pages at files that do
 * not exist) and reordered shots.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const PLAN = path.join(ROOT, 'scripts', 'render3d', 'plan.mjs');

/** A scratch project holding `content` (lang -> file -> JSON) and `shots`; returns its root. */
function project(content: Record<string, Record<string, unknown>> | 'committed', shots: unknown[] | 'committed'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-'));
  const json = path.join(dir, 'public', 'assets', 'json');
  if (content === 'committed') fs.cpSync(path.join(ROOT, 'public', 'assets', 'json'), json, { recursive: true });
  else for (const [lang, files] of Object.entries(content)) for (const [file, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(json, lang, file)), { recursive: true });
    fs.writeFileSync(path.join(json, lang, file), `${JSON.stringify(data, null, 2)}\n`);
  }
  fs.mkdirSync(path.join(dir, 'scripts', 'render3d'), { recursive: true });
  const shotsFile = path.join(dir, 'scripts', 'render3d', 'shots.json');
  if (shots === 'committed') fs.copyFileSync(path.join(ROOT, 'scripts', 'render3d', 'shots.json'), shotsFile);
  else fs.writeFileSync(shotsFile, `${JSON.stringify(shots, null, 1)}\n`);
  return dir;
}

/** Every file under dir, by relative path, with its text. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) walk(p); else out.set(path.relative(dir, p), fs.readFileSync(p, 'utf8')); } };
  walk(dir);
  return out;
}

function changedByPlan(dir: string): string[] {
  const before = snapshot(dir);
  execFileSync(process.execPath, [PLAN], { cwd: dir, stdio: 'pipe' });
  const after = snapshot(dir);
  return [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
}

const hero = (url: string, alt: string) => ({ type: 'image', altText: alt, desktop: { mediaUrl: `/assets/images/${url}.webp`, width: 1920, height: 800 }, mobile: { mediaUrl: `/assets/images/${url}-m.webp`, width: 667, height: 800 } });
const page = (media: unknown) => ({ data: { pageContent: [{ content: { media } }] }, metaData: { ogTags: { image: '/assets/images/og-default.jpg' } } });
const shot = (name: string) => ({ name, scene: 'hall', view: 'wide', seed: 1, opts: {}, orbit: 0, dolly: 0, lift: 0, width: 1920, height: 800, mobile: { width: 667, height: 800 }, about: 'x' });

describe('plan.mjs', () => {
  it('changes nothing in the committed library', () => {
    const dir = project('committed', 'committed');
    try {
      expect(changedByPlan(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps a hero an editor pointed at another planned picture, and plans a new page', () => {
    // The rules would name the About page's hero `hero-about`; the editor chose `hall-dusk`.
    const content = Object.fromEntries(['en', 'zh-hk', 'zh-cn'].map((lang) => [lang, {
      'about.json': page(hero('hall-dusk', `hall ${lang}`)),
      'contact.json': page(hero('missing', `counter ${lang}`)),
    }]));
    const dir = project(content, [shot('hall-dusk')]);
    try {
      changedByPlan(dir);
      const read = (lang: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, 'public', 'assets', 'json', lang, file), 'utf8'));
      const shots = JSON.parse(fs.readFileSync(path.join(dir, 'scripts', 'render3d', 'shots.json'), 'utf8')) as { name: string }[];
      for (const lang of ['en', 'zh-hk', 'zh-cn']) {
        expect(read(lang, 'about.json').data.pageContent[0].content.media.desktop.mediaUrl).toBe('/assets/images/hall-dusk.webp');
        expect(read(lang, 'about.json').metaData.ogTags.image).toBe('/assets/images/hall-dusk.webp');
        expect(read(lang, 'contact.json').data.pageContent[0].content.media.desktop.mediaUrl).toBe('/assets/images/hero-contact.webp');
      }
      expect(shots.map((s) => s.name)).toEqual(['hall-dusk', 'hero-contact', 'og-default', 'video-1', 'video-2', 'video-3', 'video-4']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
