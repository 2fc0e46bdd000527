/**
 * One answer to each question: every fact several pages state is stated the same way on every
 * page of a language, and equals the value the store holds once (facts.json).
 */
import path from 'node:path';
import { PUBLISHED_ROOT } from '@/lib/content/embedded';
import { factsOf, fillFacts } from '@/lib/content/facts';
import { LANGS } from '@/lib/i18n';
import { FACT_DETECTORS, contradictions, statementsIn } from './fact-detectors';
import { pageTexts, type PageText } from './page-text';

describe.each(LANGS)('facts in %s', (lang) => {
  let all: PageText[];
  let facts: Record<string, string>;
  beforeAll(async () => {
    all = await pageTexts(lang);
    facts = { ...(await factsOf(path.join(PUBLISHED_ROOT, lang))) };
  });

  it('every fact reference names a fact of facts.json', () => {
    const unresolved = all.filter((p) => JSON.stringify(p.json).includes('{{')).map((p) => `${p.file}: ${/\{\{[^}]*\}\}/.exec(JSON.stringify(p.json))?.[0]}`);
    expect(unresolved).toEqual([]);
  });

  it('every page states each shared fact as the store does', () => {
    const statements = all.flatMap((p) => statementsIn(lang, p.file, p.text));
    // Every detector finds its fact somewhere, or it would pass by finding nothing.
    const found = new Set(statements.map((s) => s.fact));
    expect(FACT_DETECTORS.filter((d) => d.patterns[lang].length > 0 && !found.has(d.fact)).map((d) => d.fact)).toEqual([]);
    expect(contradictions(lang, statements, facts)).toEqual([]);
  });

  it('every breadcrumb starts at the same home label', () => {
    const roots = all
      .map((p) => ({ file: p.file, root: (p.json as { data?: { breadcrumb?: { label: string }[] } }).data?.breadcrumb?.[0]?.label }))
      .filter((r) => r.root !== undefined && r.root !== facts.breadcrumbRoot);
    expect(roots).toEqual([]);
  });
});

describe('fact detectors', () => {
  const facts = { customerServiceHours: '08:00–20:00 daily', hactlinkFrequency: 'every two months', expressCutOff: '2 hours', academyFloor: 'Level 4' };

  it('report a page that states a fact differently', () => {
    const text = 'Our Customer Service Centre is here 24 hours a day. Hactlink is published quarterly. Harbour Express Centre has a cut-off of 90 minutes before departure. Harbour Academy is on the first floor.';
    const found = contradictions('en', statementsIn('en', '/x.json', text), facts).map((s) => `${s.fact}=${s.value}`);
    expect(found).toEqual(['customerServiceHours=24 hours a day', 'hactlinkFrequency=quarterly', 'expressCutOff=90 minutes', 'academyFloor=first floor']);
  });

  it('accept the same fact stated in other words', () => {
    const text = 'The Customer Service Centre is open from 08:00 to 20:00 daily? No: 08:00–20:00 daily. Hactlink appears six times a year.';
    const statements = statementsIn('en', '/x.json', text);
    expect(contradictions('en', statements.slice(1), facts)).toEqual([]);
  });

  it('read Chinese statements and fixed wording', () => {
    const zh = statementsIn('zh-hk', '/x.json', '請致電客戶服務中心（24 小時服務）。董事局轄下的可持續發展委員會負責監督。超級二號貨站：年處理量達350萬公噸');
    expect(contradictions('zh-hk', zh, { customerServiceHours: '每日上午 8 時至晚上 8 時' }).map((s) => s.value)).toEqual(['24 小時', '可持續發展委員會', '(none)']);
  });

  it('read figures in both languages', () => {
    const en = statementsIn('en', '/x.json', 'Our 3,200 colleagues serve around 100 airlines on a 17-hectare site with a design capacity of 3.5 million tonnes.');
    expect(contradictions('en', en, { staffCount: '3,400', airlineCount: '100', siteHectares: '17', designCapacity: '3.5' }).map((s) => `${s.fact}=${s.value}`)).toEqual(['staffCount=3,200']);
    const zh = statementsIn('zh-cn', '/x.json', '设计处理量达400万吨，3,400名员工');
    expect(contradictions('zh-cn', zh, { staffCount: '3,400', designCapacity: '350' }).map((s) => `${s.fact}=${s.value}`)).toEqual(['designCapacity=400']);
  });

  it('leave an unknown fact reference as written, for the test above to report', () => {
    expect(fillFacts('{"a":"{{nope}} {{known}}"}', { known: 'say "hi"' })).toBe('{"a":"{{nope}} say \\"hi\\""}');
  });
});
