/**
 * @jest-environment node
 */
/**
 * Every document a page links is there, is in the page's language (the PDF's /Lang and its
 * title) and, on a Simplified page, has no Traditional-only title and the reverse.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, PDFHexString } from 'pdf-lib';
import { LANGS, type Lang } from '@/lib/i18n';
import { CONTENT_ROOT, contentFiles } from '../content-store';

const PUBLIC = path.join(process.cwd(), 'public');
const PDF_LANG: Record<Lang, string> = { en: 'en-GB', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' };

function linkedDocuments(lang: Lang): string[] {
  const found = new Set<string>();
  for (const file of contentFiles(path.join(CONTENT_ROOT, lang))) {
    for (const m of readFileSync(path.join(CONTENT_ROOT, lang, file), 'utf8').matchAll(/\/assets\/docs\/[\w/.-]+\.pdf/g)) found.add(m[0]);
  }
  return [...found].sort();
}

/** The language a PDF declares and its title. */
async function pdfLanguage(bytes: Uint8Array): Promise<{ lang?: string; title?: string }> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lang = pdf.catalog.lookup(PDFName.of('Lang'));
  return { lang: lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : undefined, title: pdf.getTitle() };
}

const HAN = /\p{Script=Han}/u;

describe.each(LANGS)('documents linked from %s pages', (lang) => {
  const docs = linkedDocuments(lang);

  it('link at least one document, each in the language folder', () => {
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((d) => !d.startsWith(`/assets/docs/${lang}/`))).toEqual([]);
  });

  it.each(docs)('%s exists and is in the page language', async (doc) => {
    const file = path.join(PUBLIC, doc);
    expect(existsSync(file)).toBe(true);
    const { lang: declared, title } = await pdfLanguage(readFileSync(file));
    expect(declared).toBe(PDF_LANG[lang]);
    expect(HAN.test(title ?? '')).toBe(lang !== 'en');
  });
});

describe('pdfLanguage', () => {
  it('reads an English document as English, so a Chinese page linking it fails', async () => {
    const pdf = await PDFDocument.create();
    pdf.setLanguage('en-GB');
    pdf.setTitle('Tariff Schedule 2026');
    pdf.addPage();
    const result = await pdfLanguage(await pdf.save());
    expect(result).toEqual({ lang: 'en-GB', title: 'Tariff Schedule 2026' });
    expect(result.lang).not.toBe(PDF_LANG['zh-hk']);
  });
});
