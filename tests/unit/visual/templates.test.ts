/** @jest-environment node */
import { ROUTES } from '@/lib/routing/routes';
import { allPages, firstVisitLayers, richTextBlocks, templates } from '../../visual/templates';

describe('visual sweep templates', () => {
  const chosen = templates();
  const names = chosen.map((t) => t.name);

  it('always include home, every landing page, search and 404', () => {
    const landings = ROUTES.filter((r) => r.path.endsWith('/')).map((r) => r.name);
    expect(landings.length).toBeGreaterThan(2);
    expect(names).toEqual(expect.arrayContaining(['home', 'search', '404', ...landings]));
  });

  it('cover every layout feature of every page, with fewer pages than the site has', () => {
    const covered = new Set(chosen.flatMap((t) => t.features));
    const all = allPages();
    for (const page of all) for (const feature of page.features) expect(covered).toContain(feature);
    expect(chosen.length).toBeLessThan(all.length);
  });

  it('read each page’s modules from the content store, with the list, detail, gallery and form pages', () => {
    const features = new Set(chosen.flatMap((t) => t.features));
    for (const f of ['module:newsList', 'module:newsDetail', 'module:photoGallery', 'module:videoGallery', 'module:contactForm', 'module:dataTable', 'list-view']) expect(features).toContain(f);
  });

  it('tell a rich-text body by the blocks it carries, so the one page with a table in its text is swept', () => {
    expect(richTextBlocks('<p>a</p><div class="x"><table><tr><td>1</td></tr></table></div><ul><li>b</li></ul>')).toEqual(['richText:table', 'richText:list']);
    expect(richTextBlocks('<blockquote>q</blockquote><p><img src="/a.jpg" alt=""></p>')).toEqual(['richText:quote', 'richText:picture']);
    // A word that starts like a tag is not one: <tablet>, <ulterior>.
    expect(richTextBlocks('<p>no blocks</p><tablet></tablet><ulterior>')).toEqual([]);
    expect(richTextBlocks(undefined)).toEqual([]);
    const withTable = chosen.filter((t) => t.features.includes('richText:table')).map((t) => t.name);
    expect(withTable).toEqual(['cookie-notice']);
  });

  it('look at a first visit once for each kind of layers over a page, on fewer pages than they sweep', () => {
    const kinds = (pages: { features: string[] }[]) => new Set(pages.map((p) => firstVisitLayers(p.features)));
    const firstVisits = chosen.filter((t) => t.firstVisit);
    expect(kinds(firstVisits)).toEqual(kinds(allPages()));
    expect(firstVisits.length).toBe(kinds(allPages()).size);
    expect(firstVisits.map((t) => t.name)).toContain('home');
    expect(firstVisitLayers(['module:importantNotices', 'transparent-header'])).toBe('notice popup, transparent header');
    expect(firstVisitLayers([])).toBe('no popup, solid header');
  });
});
