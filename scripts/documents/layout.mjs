/**
 * Draws one document (cover page, then blocks: headings, paragraphs, lists, tables, form fields)
 * into an A4 PDF with the language's Noto Sans CJK face embedded as a subset.
 *
 * Why upstream fontkit and not @pdf-lib/fontkit: the @pdf-lib fork (1.1.1, unmaintained) writes
 * an invalid CFF header when it subsets CID-keyed fonts such as Noto Sans CJK, so viewers draw no
 * text at all (pdf-lib issue 1232). pdf-lib accepts any object with `create()`; upstream fontkit 2
 * subsets correctly and only lacks the `encodeStream()` pdf-lib calls, which the adapter adds.
 * It also opens one face of a .ttc collection by PostScript name, so the Debian package's
 * collection files are used as they are.
 */
import { Readable } from 'node:stream';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { PDFDocument, rgb } from 'pdf-lib';

const FONT_DIR = process.env.NOTO_CJK_DIR ?? '/usr/share/fonts/opentype/noto';
/** The regional face of the collection for each language (Latin glyphs are the same in all). */
const FACE = { en: 'NotoSansCJKsc', 'zh-hk': 'NotoSansCJKhk', 'zh-cn': 'NotoSansCJKsc' };
/** The document language written into the catalogue (BCP 47). */
export const PDF_LANG = { en: 'en-GB', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' };

const A4 = [595.28, 841.89];
const MARGIN = { top: 64, bottom: 64, side: 56 };
const PRIMARY = rgb(0x0b / 255, 0x3d / 255, 0x6e / 255);
const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.38, 0.42, 0.47);
const RULE = rgb(0.8, 0.83, 0.87);
const BAND = rgb(0.93, 0.95, 0.97);

const collections = new Map();
function face(weight, name) {
  const file = `${FONT_DIR}/NotoSansCJK-${weight}.ttc`;
  if (!collections.has(file)) collections.set(file, readFileSync(file));
  const font = fontkit.create(collections.get(file), `${name}-${weight}`);
  if (!font) throw new Error(`${name}-${weight} is not in ${file}`);
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    subset.encodeStream = () => Readable.from([Buffer.from(subset.encode())]);
    return subset;
  };
  return font;
}

/** The PDF convention for a subset font's name: six capital letters, '+', the face's name. */
function subsetName(doc, lang, name, weight) {
  let h = [...`${doc.getTitle()}/${lang}/${weight}`].reduce((a, c) => (Math.imul(a, 33) + c.codePointAt(0)) >>> 0, 5381);
  let tag = '';
  for (let i = 0; i < 6; i++, h = Math.floor(h / 26)) tag += String.fromCharCode(65 + (h % 26));
  return `${tag}+${name}-${weight}`;
}

async function embed(doc, lang, weight) {
  const font = face(weight, FACE[lang]);
  doc.registerFontkit({ create: () => font });
  // The bytes are unused: the adapter above returns the face already opened from its collection.
  return doc.embedFont(new Uint8Array(4), { subset: true, customName: subsetName(doc, lang, FACE[lang], weight) });
}

/** Seeded so that the random subset tag pdf-lib gives the font name is the same on every run. */
function seededRandom(seedText) {
  let seed = [...seedText].reduce((h, c) => (Math.imul(h, 31) + c.codePointAt(0)) >>> 0, 2166136261);
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;
/** Characters a line may not start with (clreq / JIS X 4051 line-start prohibition). */
const NO_LINE_START = /^[，。、；：？！）」』》〉％,.;:?!)\]%]/;

/** Words for Latin runs, single characters for CJK, so Chinese breaks between any two characters. */
function tokens(value) {
  return value.match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+|\s+/g) ?? [];
}

export function wrap(value, font, size, width) {
  const lines = [];
  let line = '';
  for (const token of tokens(value)) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    const next = line + token;
    if (!line || font.widthOfTextAtSize(next.trimEnd(), size) <= width || NO_LINE_START.test(token)) {
      line = next;
      continue;
    }
    // A long Latin word with no break opportunity is cut by character.
    if (font.widthOfTextAtSize(token, size) > width && !CJK.test(token)) {
      let rest = token;
      lines.push(line.trimEnd());
      line = '';
      while (font.widthOfTextAtSize(rest, size) > width) {
        let n = rest.length;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
      continue;
    }
    lines.push(line.trimEnd());
    line = token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length ? lines : [''];
}

class Writer {
  constructor(doc, fonts, labels) {
    this.doc = doc;
    this.fonts = fonts;
    this.labels = labels;
    this.width = A4[0] - 2 * MARGIN.side;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN.top;
  }

  ensure(height) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  lines(lines, { size = 10.5, bold = false, color = INK, indent = 0, leading = 1.55 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const l of lines) {
      this.ensure(size * leading);
      this.y -= size * leading;
      this.page.drawText(l, { x: MARGIN.side + indent, y: this.y + size * 0.3, size, font, color });
    }
  }

  text(value, opts = {}) {
    const size = opts.size ?? 10.5;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    this.lines(wrap(value, font, size, this.width - (opts.indent ?? 0)), opts);
  }

  gap(points) {
    this.y -= points;
  }

  heading(value, level = 2) {
    const size = level === 2 ? 15 : 12.5;
    this.ensure(size * 5);
    this.gap(level === 2 ? 14 : 8);
    this.text(value, { size, bold: true, color: PRIMARY, leading: 1.4 });
    this.gap(4);
  }

  paragraph(value) {
    this.text(value);
    this.gap(6);
  }

  list(items, ordered) {
    items.forEach((item, i) => {
      const marker = ordered ? `${i + 1}.` : '•';
      const lines = wrap(item, this.fonts.regular, 10.5, this.width - 16);
      this.ensure(16);
      this.page.drawText(marker, { x: MARGIN.side + 2, y: this.y - 16 + 3.15, size: 10.5, font: this.fonts.regular, color: PRIMARY });
      this.lines(lines, { indent: 16 });
      this.gap(2);
    });
    this.gap(6);
  }

  table({ caption, columns, rows }) {
    const size = 9.5;
    const pad = 5;
    const count = Math.max(columns.length, ...rows.map((r) => r.length));
    const measure = (i) =>
      Math.max(
        this.fonts.bold.widthOfTextAtSize(columns[i]?.label ?? '', size) * 0.6,
        ...rows.map((r) => Math.min(this.fonts.regular.widthOfTextAtSize(r[i] ?? '', size), 180)),
        24,
      );
    const natural = Array.from({ length: count }, (_, i) => measure(i) + 2 * pad);
    const total = natural.reduce((a, b) => a + b, 0);
    const widths = natural.map((w) => (w / total) * this.width);
    const rowHeight = (cellsText, font) =>
      Math.max(...cellsText.map((c, i) => wrap(c ?? '', font, size, widths[i] - 2 * pad).length)) * size * 1.4 + 2 * pad;
    const drawRow = (cellsText, font, fill) => {
      const h = rowHeight(cellsText, font);
      this.ensure(h);
      const top = this.y;
      if (fill) this.page.drawRectangle({ x: MARGIN.side, y: top - h, width: this.width, height: h, color: fill });
      let x = MARGIN.side;
      cellsText.forEach((c, i) => {
        const lines = wrap(c ?? '', font, size, widths[i] - 2 * pad);
        const right = columns[i]?.align === 'right';
        lines.forEach((l, n) => {
          const w = font.widthOfTextAtSize(l, size);
          this.page.drawText(l, { x: right ? x + widths[i] - pad - w : x + pad, y: top - pad - (n + 1) * size * 1.4 + size * 0.35, size, font, color: INK });
        });
        x += widths[i];
      });
      this.page.drawLine({ start: { x: MARGIN.side, y: top - h }, end: { x: MARGIN.side + this.width, y: top - h }, thickness: 0.5, color: RULE });
      this.y = top - h;
    };
    if (caption) {
      this.ensure(60);
      this.text(caption, { size: 10, bold: true, color: MUTED });
      this.gap(2);
    }
    // A table whose columns have no labels (figures with their descriptions) has no header row.
    const header = columns.some((c) => c.label) ? columns.map((c) => c.label) : [];
    if (header.length) drawRow(header, this.fonts.bold, BAND);
    for (const row of rows) {
      const before = this.page;
      const h = rowHeight(row, this.fonts.regular);
      this.ensure(h);
      // A table that continues on a new page repeats its header row.
      if (this.page !== before && header.length) drawRow(header, this.fonts.bold, BAND);
      drawRow(row, this.fonts.regular);
    }
    this.gap(12);
  }

  /** A form field: its label and an empty box to write in. */
  field(label, lines = 1) {
    const h = 22 * lines;
    this.ensure(h + 20);
    this.text(label, { size: 9.5, color: MUTED, leading: 1.5 });
    this.page.drawRectangle({ x: MARGIN.side, y: this.y - h, width: this.width, height: h, borderColor: RULE, borderWidth: 0.8 });
    this.y -= h + 8;
  }

  /** A tick box line for checklists. */
  check(label) {
    const lines = wrap(label, this.fonts.regular, 10.5, this.width - 22);
    this.ensure(16);
    this.page.drawRectangle({ x: MARGIN.side + 1, y: this.y - 13, width: 9, height: 9, borderColor: PRIMARY, borderWidth: 0.8 });
    this.lines(lines, { indent: 20 });
    this.gap(4);
  }

  block(b) {
    if (b.type === 'heading') this.heading(b.text, b.level);
    else if (b.type === 'paragraph') this.paragraph(b.text);
    else if (b.type === 'list') this.list(b.items, b.ordered);
    else if (b.type === 'table') this.table(b);
    else if (b.type === 'field') this.field(b.label, b.lines);
    else if (b.type === 'check') this.check(b.text);
    else if (b.type === 'pageBreak') this.newPage();
    else throw new Error(`unknown block ${b.type}`);
  }
}

function cover(writer, doc) {
  const { page, fonts } = writer;
  const [w, h] = A4;
  page.drawRectangle({ x: 0, y: h - 250, width: w, height: 250, color: PRIMARY });
  page.drawText(doc.organisation, { x: MARGIN.side, y: h - 70, size: 12, font: fonts.bold, color: rgb(1, 1, 1) });
  if (doc.kicker) page.drawText(doc.kicker, { x: MARGIN.side, y: h - 150, size: 12, font: fonts.regular, color: rgb(0.85, 0.9, 0.95) });
  const titleLines = wrap(doc.title, fonts.bold, 26, w - 2 * MARGIN.side);
  titleLines.forEach((l, i) => page.drawText(l, { x: MARGIN.side, y: h - 190 - i * 34, size: 26, font: fonts.bold, color: rgb(1, 1, 1) }));
  writer.y = h - 250 - 40 - Math.max(0, titleLines.length - 1) * 34;
  if (doc.subtitle) {
    writer.text(doc.subtitle, { size: 14, bold: true, color: PRIMARY });
    writer.gap(10);
  }
  for (const [k, v] of doc.facts ?? []) {
    writer.text(`${k}：${v}`.replace('：', doc.lang === 'en' ? ': ' : '：'), { size: 11, color: INK });
  }
  writer.gap(12);
  for (const b of doc.intro ?? []) writer.block(b);
}

function footers(pdf, fonts, doc) {
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const size = 8.5;
    const left = `${doc.organisation} · ${doc.title}`;
    const right = doc.labels.page(i + 1, pages.length);
    page.drawLine({ start: { x: MARGIN.side, y: 44 }, end: { x: A4[0] - MARGIN.side, y: 44 }, thickness: 0.5, color: RULE });
    const maxLeft = A4[0] - 2 * MARGIN.side - fonts.regular.widthOfTextAtSize(right, size) - 20;
    page.drawText(wrap(left, fonts.regular, size, maxLeft)[0], { x: MARGIN.side, y: 30, size, font: fonts.regular, color: MUTED });
    page.drawText(right, { x: A4[0] - MARGIN.side - fonts.regular.widthOfTextAtSize(right, size), y: 30, size, font: fonts.regular, color: MUTED });
  });
}

/**
 * The PDF bytes of one document: { lang, name, organisation, title, subtitle, kicker, date (ISO),
 * facts: [label, value][], intro: blocks, blocks, contact: blocks, labels: { page(n, of) } }.
 */
export async function renderDocument(doc) {
  const random = Math.random;
  Math.random = seededRandom(`${doc.lang}/${doc.name}`);
  try {
    const pdf = await PDFDocument.create();
    pdf.setTitle(doc.title, { showInWindowTitleBar: true });
    const fonts = { regular: await embed(pdf, doc.lang, 'Regular'), bold: await embed(pdf, doc.lang, 'Bold') };
    const date = new Date(doc.date);
    pdf.setLanguage(PDF_LANG[doc.lang]);
    pdf.setAuthor(doc.organisation);
    pdf.setSubject(doc.subtitle ?? doc.title);
    pdf.setCreator(doc.organisation);
    pdf.setProducer('pdf-lib with Noto Sans CJK (scripts/documents)');
    pdf.setCreationDate(date);
    pdf.setModificationDate(date);
    const writer = new Writer(pdf, fonts, doc.labels);
    cover(writer, doc);
    writer.newPage();
    for (const b of doc.blocks) writer.block(b);
    for (const b of doc.contact ?? []) writer.block(b);
    footers(pdf, fonts, doc);
    return await pdf.save({ useObjectStreams: true });
  } finally {
    Math.random = random;
  }
}
