/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pagePath, readEngineShots, writeShotPage } from '@/tests/engines/shots.mjs';
import { acrossEngines } from '@/tests/visual/report.mjs';
import type { TemplateRecord } from '@/tests/visual/results';

/** The sweep's index puts each journey screenshot beside Chromium's shot of the same page and width. */
describe('cross-engine screenshots in the visual index', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'engine-shots-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const shoot = (engine: string, width: number, name: string, location?: string) => {
    const folder = path.join(dir, engine, String(width));
    mkdirSync(folder, { recursive: true });
    const png = path.join(folder, `${name}.png`);
    writeFileSync(png, 'png');
    if (location) writeShotPage(png, location);
  };

  const records: TemplateRecord[] = [
    {
      template: 'news-list',
      path: 'media-centre/news',
      features: [],
      shots: [
        { lang: 'zh-hk', width: 390, firstVisit: true, url: '/zh-hk/media-centre/news/', file: 'shots/news-list/zh-hk-390-first.jpg', findings: [] },
        { lang: 'zh-hk', width: 390, firstVisit: false, url: encodeURI('/zh-hk/media-centre/news/'), file: 'shots/news-list/zh-hk-390.jpg', findings: [] },
        { lang: 'zh-hk', width: 1280, firstVisit: false, url: '/zh-hk/media-centre/news/', file: 'shots/news-list/zh-hk-1280.jpg', findings: [] },
      ],
    },
  ];

  it('reads each shot with its page, decoded and without the query', () => {
    shoot('firefox', 390, 'news-list', '/zh-hk/media-centre/news/?page=2');
    shoot('webkit', 390, 'reduced-motion');
    const shots = readEngineShots(dir);
    expect(shots).toEqual(
      expect.arrayContaining([
        { engine: 'firefox', width: 390, name: 'news-list', file: 'firefox/390/news-list.png', page: '/zh-hk/media-centre/news/' },
        { engine: 'webkit', width: 390, name: 'reduced-motion', file: 'webkit/390/reduced-motion.png', page: null },
      ]),
    );
    expect(pagePath('/zh-hk/%E6%90%9C%E5%B0%8B?q=1')).toBe('/zh-hk/搜尋');
  });

  it('puts Firefox and WebKit beside the sweep shot of the same page and width, not the first visit', () => {
    shoot('firefox', 390, 'news-list', '/zh-hk/media-centre/news/');
    shoot('webkit', 390, 'news-list', '/zh-hk/media-centre/news/');
    const html = acrossEngines(records, readEngineShots(dir));
    const row = html.split('<tr>').find((r) => r.startsWith('<th>news-list · 390 px'))!;
    expect(row).toContain('src="shots/news-list/zh-hk-390.jpg"');
    expect(row).not.toContain('zh-hk-390-first');
    expect(row).not.toContain('zh-hk-1280');
    expect(row).toContain('src="../engines/firefox/390/news-list.png"');
    expect(row).toContain('src="../engines/webkit/390/news-list.png"');
  });

  it('says why a step has no Chromium shot, and marks an engine that lacks one', () => {
    shoot('firefox', 1280, 'contact-thanks', '/en/contact-us/thank-you/');
    shoot('webkit', 1280, 'reduced-motion');
    const html = acrossEngines(records, readEngineShots(dir));
    const thanks = html.split('<tr>').find((r) => r.startsWith('<th>contact-thanks'))!;
    expect(thanks).toContain('not a sweep template');
    expect(thanks).toContain('<td class="none">—</td>');
    expect(html.split('<tr>').find((r) => r.startsWith('<th>reduced-motion'))).toContain('own browser');
  });

  it('tells how to get them when the journey has not run', () => {
    expect(acrossEngines(records, [])).toContain('npm run test:engines');
  });
});
