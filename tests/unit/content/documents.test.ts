/**
 * @jest-environment node
 */
/**
 * Every document a page links is there, is in the page's language (the PDF's /Lang and its
 * title) and, on a Simplified page, has no Traditional-only title and the reverse.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

describe('generated documents', () => {
  // The check needs no fonts: it compares what each PDF was made from with the pages now.
  it('are as new as the pages they are made from', () => {
    const run = spawnSync(process.execPath, ['scripts/documents/generate.mjs', '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are reported stale when a figure changes on their page', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'documents-'));
    try {
      cpSync(path.join(process.cwd(), 'public', 'assets', 'json'), path.join(dir, 'public', 'assets', 'json'), { recursive: true });
      cpSync(path.join(PUBLIC, 'assets', 'docs'), path.join(dir, 'public', 'assets', 'docs'), { recursive: true });
      const fees = path.join(dir, 'public', 'assets', 'json', 'en', 'services', 'feeAndCharges.json');
      writeFileSync(fees, readFileSync(fees, 'utf8').replace('"rate": "1.85"', '"rate": "1.45"'));
      const script = path.join(process.cwd(), 'scripts', 'documents', 'generate.mjs');
      const run = spawnSync(process.execPath, [script, '--check', 'tariff-schedule-2026'], { cwd: dir, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('en/tariff-schedule-2026');
      expect(run.stderr).not.toContain('zh-hk/tariff-schedule-2026');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
