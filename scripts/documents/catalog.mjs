/**
 * Every downloadable document, built per language from the pages that offer it, so the tariff
 * PDF carries the Fees & Charges tables, the certificates the certification cards, the reports
 * the sustainability pages' figures. Changing a page and running `npm run documents` updates
 * the document; nothing here restates a figure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlBlocks, text } from './html-blocks.mjs';
import { FORMS, LABELS } from './labels.mjs';

const STORE = path.join(process.cwd(), 'public', 'assets', 'json');
const LOCALE = { en: 'en-GB', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' };

const factsByLang = {};
/** A store file with its `{{fact}}` references filled, as the site shows it (lib/content/facts.ts). */
function json(lang, api) {
  factsByLang[lang] ??= JSON.parse(readFileSync(path.join(STORE, lang, 'facts.json'), 'utf8')).data;
  const text = readFileSync(path.join(STORE, lang, `${api}.json`), 'utf8');
  return JSON.parse(text.replace(/\{\{([A-Za-z][\w.]*)\}\}/g, (token, name) => (name in factsByLang[lang] ? JSON.stringify(factsByLang[lang][name]).slice(1, -1) : token)));
}
function modules(lang, api, name) {
  return json(lang, api).data.pageContent.filter((m) => m.module === name).map((m) => m.content);
}
function first(lang, api, name) {
  const found = modules(lang, api, name)[0];
  if (!found) throw new Error(`${lang}${api} has no ${name} module`);
  return found;
}

export function formatDate(lang, iso) {
  return new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Hong_Kong' }).format(new Date(iso));
}

/** The item of a page's download list or attachments that links a document. */
function linkTo(lang, api, name) {
  const pageJson = JSON.stringify(json(lang, api));
  for (const m of json(lang, api).data.pageContent) {
    for (const item of m.content.items ?? m.content.attachments ?? []) {
      if (String(item.url ?? '').endsWith(`/${name}.pdf`)) return { title: item.title ?? item.label, description: item.description, date: item.publishTime };
    }
    for (const item of m.content.attachments ?? []) {
      if (String(item.url ?? '').endsWith(`/${name}.pdf`)) return { title: item.label };
    }
  }
  throw new Error(`${lang}${api} does not link ${name}.pdf (${pageJson.length} bytes read)`);
}
const PDF_SUFFIX = /\s*[(（]PDF[)）]\s*$/i;

function organisation(lang) {
  return json(lang, '/config').data.footer.hactlInfo.title;
}

function phoneList(lang, phones) {
  const labelled = ({ number, label }) => (label ? (lang === 'en' ? `${number} (${label})` : `${number}（${label}）`) : number);
  return phones.map(labelled).join(lang === 'en' ? ' / ' : '／');
}

function contact(lang) {
  const L = LABELS[lang];
  const office = first(lang, '/contactUs', 'contactOffices').items[0];
  return [
    { type: 'heading', text: L.contact, level: 2 },
    { type: 'paragraph', text: office.name },
    { type: 'paragraph', text: `${L.address}: ${office.address}`.replace(': ', lang === 'en' ? ': ' : '：') },
    // One number per field on the page (contactOffices.phones), each with its label.
    { type: 'paragraph', text: `${L.phone}: ${phoneList(lang, office.phones)}`.replace(': ', lang === 'en' ? ': ' : '：') },
    { type: 'paragraph', text: `${L.email}: ${office.email}`.replace(': ', lang === 'en' ? ': ' : '：') },
  ];
}

function tableBlocks(t) {
  return [
    { type: 'heading', text: t.title, level: 2 },
    { type: 'table', caption: t.caption, columns: t.columns.map((c) => ({ label: c.label, align: c.align })), rows: t.rows.map((r) => t.columns.map((c) => String(r[c.key] ?? ''))) },
    ...htmlBlocks(t.notes),
  ];
}

function accordionBlocks(a) {
  return [{ type: 'heading', text: a.title, level: 2 }, ...a.items.flatMap((i) => [{ type: 'heading', text: i.title, level: 3 }, ...htmlBlocks(i.html)])];
}

function statisticsTable(lang, s) {
  return {
    type: 'table',
    caption: s.title,
    columns: [{ label: '' }, { label: '', align: 'right' }, { label: '' }],
    rows: s.items.map((i) => [i.title, `${i.count} ${i.unit}`.trim(), i.description ?? '']),
  };
}

/** A news item or story: its body is the document. */
function fromArticle(api, name, module = 'newsDetail') {
  return (lang) => {
    const article = first(lang, api, module);
    const link = linkTo(lang, api, name);
    return {
      title: link.title.replace(PDF_SUFFIX, ''),
      subtitle: article.title,
      date: article.publishTime,
      intro: [{ type: 'paragraph', text: article.summary }],
      blocks: htmlBlocks(article.html),
    };
  };
}

function tariff(lang) {
  const api = '/services/feeAndCharges';
  const L = LABELS[lang];
  const link = linkTo(lang, api, 'tariff-schedule-2026');
  const tables = modules(lang, api, 'dataTable');
  return {
    title: link.title,
    subtitle: first(lang, api, 'pageHero').subtitle,
    date: link.date,
    facts: [[L.effective, formatDate(lang, tables[0].effectiveDate)]],
    intro: [{ type: 'paragraph', text: link.description }],
    blocks: [...htmlBlocks(first(lang, api, 'richText').html), ...tables.flatMap(tableBlocks), ...accordionBlocks(first(lang, api, 'accordion'))],
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ISO date of "15 March 2025" (the English card's wording). */
function isoDate(text) {
  const m = /(\d{1,2}) ([A-Z][a-z]+) (\d{4})/.exec(text ?? '');
  if (!m || !MONTHS.includes(m[2])) throw new Error(`no date in "${text}"`);
  return `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}

function certificationCard(lang, name) {
  const card = first(lang, '/aboutUs/certification', 'cardGrid').items.find((i) => i.download?.url?.endsWith(`/${name}.pdf`));
  if (!card) throw new Error(`no ${lang} certification card links ${name}`);
  return card;
}

function certificate(name, standardOf) {
  return (lang) => {
    const api = '/aboutUs/certification';
    const L = LABELS[lang];
    const card = certificationCard(lang, name);
    const [since, issuer, validity] = card.meta;
    const office = first(lang, '/contactUs', 'contactOffices').items[0];
    return {
      title: `${card.title} — ${L.certificate}`,
      kicker: standardOf,
      subtitle: card.title,
      // Issued on the first day of its validity, as the card states it.
      date: `${isoDate(certificationCard('en', name).meta[2])}T09:00:00+08:00`,
      facts: [
        [L.certifiedOrganisation, organisation(lang)],
        [L.site, office.address],
        [L.issuer, issuer],
        [L.firstCertified, since],
        [L.validity, validity.replace(/^(Valid |有效期：)/, '')],
      ],
      intro: [{ type: 'heading', text: L.scope, level: 2 }, ...htmlBlocks(card.description)],
      blocks: [{ type: 'heading', text: L.managementSystem, level: 2 }, ...htmlBlocks(first(lang, api, 'richText').html)],
    };
  };
}

function sustainabilityReport2025(lang) {
  const L = LABELS[lang];
  const landing = '/sustainability/landing';
  const link = linkTo(lang, landing, 'sustainability-report-2025');
  const press = first(lang, '/news/press-release/sustainability-report-2025', 'newsDetail');
  const pillars = first(lang, landing, 'cardGrid');
  return {
    title: link.title,
    subtitle: link.description,
    date: link.date,
    intro: htmlBlocks(first(lang, landing, 'pageHero').description),
    blocks: [
      ...htmlBlocks(first(lang, landing, 'richText').html),
      { type: 'heading', text: L.figures, level: 2 },
      statisticsTable(lang, first(lang, landing, 'statistics')),
      ...htmlBlocks(press.html).filter((b) => b.type !== 'paragraph' || !/^(Hong Kong|香港|Read more|詳情|详情)/.test(b.text)),
      { type: 'heading', text: pillars.title, level: 2 },
      ...pillars.items.flatMap((i) => [{ type: 'heading', text: i.title, level: 3 }, ...htmlBlocks(i.description)]),
    ],
  };
}

function sustainabilityReport2024(lang) {
  const L = LABELS[lang];
  const link = linkTo(lang, '/sustainability/landing', 'sustainability-report-2024');
  const throughput = modules(lang, '/aboutUs/factsAndFigures', 'dataTable')[1];
  const rows = throughput.rows.filter((r) => Number(r.year) <= 2024);
  return {
    title: link.title,
    subtitle: link.description,
    date: link.date,
    intro: htmlBlocks(first(lang, '/sustainability/landing', 'pageHero').description),
    blocks: [
      ...htmlBlocks(policies(lang).commitment),
      { type: 'heading', text: L.throughput, level: 2 },
      { type: 'table', caption: throughput.caption, columns: throughput.columns.map((c) => ({ label: c.label, align: c.align })), rows: rows.map((r) => throughput.columns.map((c) => r[c.key])) },
      ...htmlBlocks(policies(lang).rest),
    ],
  };
}

/** The sustainability policies page split at its h2 sections. */
function policies(lang) {
  const html = first(lang, '/general/sustainability-policies', 'richText').html;
  const parts = html.split(/(?=<h2)/);
  const supplierIndex = parts.findIndex((p) => /id="supplier/.test(p));
  const commitment = parts.slice(1, 2).join('');
  const supplier = supplierIndex >= 0 ? parts[supplierIndex] : '';
  const rest = parts.slice(2).filter((_, i) => i + 2 !== supplierIndex).join('');
  return { intro: parts[0], commitment, supplier, rest };
}

function environmentalPolicy(lang) {
  const link = linkTo(lang, '/general/sustainability-policies', 'environmental-policy');
  const p = policies(lang);
  return { title: link.title, subtitle: link.description, date: `${link.date}T09:00:00+08:00`, intro: [], blocks: htmlBlocks(p.commitment + p.rest) };
}

function supplierCode(lang) {
  const link = linkTo(lang, '/general/sustainability-policies', 'supplier-code-of-conduct');
  const p = policies(lang);
  return { title: link.title, subtitle: link.description, date: `${link.date}T09:00:00+08:00`, intro: [], blocks: htmlBlocks(p.commitment + p.supplier) };
}

/**
 * The three articles each Hactlink issue carries: stories and notices of the two months before
 * it appeared. The archive page lists the same titles (hactlinkHighlights).
 */
const HACTLINK_ARTICLES = {
  'hactlink-2026-09': ['/news/latest-news/new-pharma-handling-zone-opens', '/stories/detail/keeping-vaccines-cold', '/news/important-notices/system-maintenance-2026-09'],
  'hactlink-2026-07': ['/stories/detail/a-day-with-the-bss-engineers', '/news/latest-news/bss-upgrade-completed', '/news/press-release/sustainability-report-2025'],
  'hactlink-2026-05': ['/news/press-release/annual-results-2025', '/news/latest-news/digital-booking-platform-launch', '/stories/detail/racehorses-fly-business-class'],
  'hactlink-2026-03': ['/news/latest-news/apprentice-programme-2026', '/news/important-notices/lunar-new-year-2026-operating-hours', '/stories/detail/green-roof-solar-farm'],
  'hactlink-2026-01': ['/news/latest-news/airline-partnership-renewed-2025', '/stories/detail/training-the-next-generation', '/news/press-release/appointment-of-chief-operating-officer'],
  'hactlink-2025-11': ['/news/important-notices/new-export-cut-off-times-2025', '/news/latest-news/drone-roof-inspections-2025', '/stories/detail/from-kai-tak-to-chek-lap-kok'],
};

function article(lang, api) {
  const content = json(lang, api).data.pageContent[0].content;
  return { title: content.title, summary: content.summary, html: content.html };
}

/** The titles a Hactlink issue lists on the archive page: its articles' titles. */
export function hactlinkHighlights(lang, name) {
  return HACTLINK_ARTICLES[name].map((api) => article(lang, api).title);
}

function hactlink(name) {
  return (lang) => {
    const L = LABELS[lang];
    const archive = first(lang, '/media/hactlink', 'newsletterArchive');
    const item = archive.items.find((i) => i.pdf.url.endsWith(`/${name}.pdf`));
    const articles = HACTLINK_ARTICLES[name].map((api) => article(lang, api));
    return {
      title: `Hactlink ${item.issue}`.replace('Hactlink Issue', 'Hactlink · Issue'),
      kicker: formatDate(lang, item.publishTime),
      subtitle: item.title,
      date: item.publishTime,
      intro: [{ type: 'heading', text: L.inThisIssue, level: 2 }, { type: 'list', ordered: true, items: articles.map((a) => a.title) }],
      blocks: articles.flatMap((a, i) => [...(i ? [{ type: 'pageBreak' }] : []), { type: 'heading', text: a.title, level: 2 }, { type: 'paragraph', text: a.summary }, ...htmlBlocks(a.html)]),
    };
  };
}

function courses(lang) {
  return ['cargo-introductory-course', 'dangerous-goods-regulations-initial', 'dangerous-goods-regulations-recurrent', 'live-animals-regulations'].map((slug) => first(lang, `/services/iata/${slug}`, 'iataCourse'));
}

function courseCalendar(lang) {
  const L = LABELS[lang];
  const api = '/services/iata';
  const link = linkTo(lang, api, 'iata-course-calendar-2027');
  const list = courses(lang);
  return {
    title: link.title,
    subtitle: first(lang, api, 'pageHero').subtitle,
    date: link.date,
    intro: [{ type: 'paragraph', text: link.description }, ...htmlBlocks(first(lang, api, 'imageText').html)],
    blocks: [
      {
        type: 'table',
        columns: [{ label: L.course }, { label: L.code }, { label: L.duration }, { label: L.fee, align: 'right' }],
        rows: list.map((c) => [c.title, c.code, c.duration, c.fee]),
      },
      ...list.flatMap((c) => [
        { type: 'heading', text: `${c.title} (${c.code})`, level: 2 },
        { type: 'paragraph', text: c.summary },
        { type: 'paragraph', text: `${L.language}: ${c.language}`.replace(': ', lang === 'en' ? ': ' : '：') },
        { type: 'list', ordered: false, items: (c.schedule?.sessions ?? c.sessions ?? []).map((s) => formatDate(lang, `${s.date}T09:00:00+08:00`)) },
      ]),
      ...accordionBlocks(first(lang, api, 'accordion')),
    ],
  };
}

function cargoForm(name, api) {
  return (lang) => {
    const L = LABELS[lang];
    const form = FORMS[lang][name];
    const link = linkTo(lang, api, name);
    const steps = first(lang, api, 'steps');
    return {
      title: form.title,
      subtitle: link.description ?? link.title,
      date: link.date,
      intro: [{ type: 'heading', text: L.howToUse, level: 2 }, { type: 'list', ordered: true, items: steps.items.map((s) => `${s.title}: ${text(s.html)}`.replace(': ', lang === 'en' ? ': ' : '：')) }],
      blocks: [
        ...form.sections.flatMap(([heading, fields]) => [{ type: 'heading', text: heading, level: 2 }, ...fields.map((label) => ({ type: 'field', label }))]),
        { type: 'field', label: L.signature, lines: 3 },
        { type: 'field', label: L.date },
        { type: 'heading', text: L.forOffice, level: 2 },
        ...form.office.map((label) => ({ type: 'field', label })),
      ],
    };
  };
}

function dgChecklist(lang) {
  const api = '/services/cargoHandling/delivery-procedure';
  const link = linkTo(lang, api, 'dangerous-goods-checklist');
  const tables = modules(lang, api, 'dataTable');
  const accordion = first(lang, api, 'accordion');
  const dg = accordion.items.filter((i) => /dangerous|危險|危险/i.test(i.title));
  return {
    title: link.title,
    subtitle: link.description,
    date: link.date,
    intro: dg.flatMap((i) => [{ type: 'heading', text: i.title, level: 2 }, ...htmlBlocks(i.html)]),
    blocks: [...tables.flatMap(tableBlocks), ...first(lang, api, 'steps').items.map((s) => ({ type: 'check', text: `${s.title} — ${text(s.html)}` }))],
  };
}

/** name -> builder(lang) returning the document's own fields (the renderer adds the rest). */
export const DOCUMENTS = {
  'tariff-schedule-2026': tariff,
  'terminal-handling-charges-2027': fromArticle('/news/important-notices/revised-terminal-handling-charges-2027', 'terminal-handling-charges-2027'),
  'export-cut-off-times-2025': fromArticle('/news/important-notices/new-export-cut-off-times-2025', 'export-cut-off-times-2025'),
  'typhoon-contingency-guide': fromArticle('/news/important-notices/typhoon-contingency-arrangements', 'typhoon-contingency-guide'),
  'annual-results-2025': fromArticle('/news/press-release/annual-results-2025', 'annual-results-2025'),
  'sustainability-report-2025': sustainabilityReport2025,
  'sustainability-report-2024': sustainabilityReport2024,
  'environmental-policy': environmentalPolicy,
  'supplier-code-of-conduct': supplierCode,
  'iso-9001-certificate': certificate('iso-9001-certificate', 'ISO 9001:2015'),
  'iso-14001-certificate': certificate('iso-14001-certificate', 'ISO 14001:2015'),
  'iso-45001-certificate': certificate('iso-45001-certificate', 'ISO 45001:2018'),
  'ceiv-pharma-certificate': certificate('ceiv-pharma-certificate', 'IATA CEIV Pharma'),
  ...Object.fromEntries(Object.keys(HACTLINK_ARTICLES).map((name) => [name, hactlink(name)])),
  'iata-course-calendar-2027': courseCalendar,
  'cargo-delivery-order-form': cargoForm('cargo-delivery-order-form', '/services/cargoHandling/delivery-procedure'),
  'cargo-collection-authorisation-form': cargoForm('cargo-collection-authorisation-form', '/services/cargoHandling/collection-procedure'),
  'dangerous-goods-checklist': dgChecklist,
};

export function documentFor(lang, name) {
  const own = DOCUMENTS[name](lang);
  const doc = { lang, name, organisation: organisation(lang), labels: LABELS[lang], contact: contact(lang), ...own };
  const unresolved = /\{\{[^}]*\}\}/.exec(JSON.stringify(doc));
  if (unresolved) throw new Error(`${lang}/${name}: ${unresolved[0]} names no fact of facts.json`);
  return doc;
}
