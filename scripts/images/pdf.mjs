// Minimal, dependency-free PDF writer: A4 pages of wrapped Helvetica text with a branded header,
// headings, paragraphs, bullet lists, form fields and simple tables. Output is deterministic.

const PW = 595.28;
const PH = 841.89;
const M = 56;

// Helvetica advance widths (1/1000 em) for ASCII 32..126.
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD_LOWER = { b: 611, d: 611, g: 611, h: 611, i: 278, j: 278, k: 556, l: 278, m: 889, n: 611, o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556, w: 778, x: 556, y: 556, z: 500, c: 556, f: 333 };

function charW(ch, bold) {
  if (bold && BOLD_LOWER[ch]) return BOLD_LOWER[ch];
  const c = ch.charCodeAt(0);
  if (c >= 32 && c <= 126) return HELV[c - 32] * (bold && c >= 65 && c <= 90 ? 1.04 : 1);
  return 556;
}
export function textWidth(s, size, bold = false) {
  let w = 0;
  for (const ch of s) w += charW(ch, bold);
  return (w * size) / 1000;
}

const WIN = { '–': '\\226', '—': '\\227', '‘': '\\221', '’': '\\222', '“': '\\223', '”': '\\224', '•': '\\225', '·': '\\267', '°': '\\260', '©': '\\251', é: '\\351', '×': '\\327', '€': '\\200' };
function pdfStr(s) {
  let out = '';
  for (const ch of s) {
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (WIN[ch]) out += WIN[ch];
    else if (ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) < 127) out += ch;
    else out += '?';
  }
  return `(${out})`;
}

function wrap(s, size, maxW, bold) {
  const words = s.split(/\s+/).filter(Boolean);
  const lines = [];
  let cur = '';
  for (const w of words) {
    const t = cur ? `${cur} ${w}` : w;
    if (textWidth(t, size, bold) > maxW && cur) {
      lines.push(cur);
      cur = w;
    } else cur = t;
  }
  if (cur) lines.push(cur);
  return lines;
}

const n = (v) => (Math.round(v * 100) / 100).toString();
const rgb = (hex) => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => n(parseInt(h.slice(i, i + 2), 16) / 255)).join(' ');
};

/**
 * doc: { title, subtitle, date, blocks: [{h}|{p}|{bullets:[]}|{fields:[]}|{table:{head:[],rows:[[]],widths?:[]}}|{center:[]}] }
 */
export function makePdf(doc) {
  const pages = [];
  let ops = [];
  let y = 0;
  const footerText = 'Harbour Air Cargo Terminal Limited  ·  SuperTerminal Two, 8 Cargo Road, Chek Lap Kok, Hong Kong  ·  +852 2753 0000  ·  enquiry@hactl-demo.com';

  const txt = (x, yy, s, size, bold = false, color = '#1d2835') => {
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${n(size)} Tf ${rgb(color)} rg ${n(x)} ${n(yy)} Td ${pdfStr(s)} Tj ET`);
  };
  const box = (x, yy, w, h, color) => ops.push(`${rgb(color)} rg ${n(x)} ${n(yy)} ${n(w)} ${n(h)} re f`);
  const stroke = (x1, y1, x2, y2, color, w = 0.8) => ops.push(`${rgb(color)} RG ${n(w)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);

  const newPage = () => {
    if (ops.length) pages.push(ops);
    ops = [];
    if (pages.length === 0) {
      box(0, PH - 128, PW, 128, '#0b3d6e');
      box(0, PH - 134, PW, 6, '#e8a317');
      txt(M, PH - 46, 'HACTL', 13, true, '#e8a317');
      txt(M + 48, PH - 46, 'Harbour Air Cargo Terminal', 10, false, '#cfe6f7');
      const tl = wrap(doc.title, 22, PW - 2 * M, true);
      tl.slice(0, 2).forEach((l, i) => txt(M, PH - 80 - i * 26, l, 22, true, '#ffffff'));
      if (doc.subtitle) txt(M, PH - 160, doc.subtitle, 11, false, '#4a5b6c');
      y = PH - (doc.subtitle ? 190 : 170);
    } else {
      box(0, PH - 40, PW, 40, '#0b3d6e');
      txt(M, PH - 25, `HACTL  ·  ${doc.title}`, 9, true, '#ffffff');
      y = PH - 72;
    }
  };
  const need = (h) => {
    if (y - h < 70) newPage();
  };

  newPage();
  const maxW = PW - 2 * M;
  for (const b of doc.blocks) {
    if (b.h) {
      need(40);
      y -= 10;
      txt(M, y, b.h, 13, true, '#0b3d6e');
      y -= 8;
      stroke(M, y, M + 40, y, '#e8a317', 1.6);
      y -= 16;
    } else if (b.p) {
      for (const l of wrap(b.p, 10.5, maxW)) {
        need(15);
        txt(M, y, l, 10.5);
        y -= 15;
      }
      y -= 8;
    } else if (b.bullets) {
      for (const it of b.bullets) {
        const ls = wrap(it, 10.5, maxW - 16);
        ls.forEach((l, i) => {
          need(15);
          if (i === 0) box(M + 2, y + 2.5, 4, 4, '#0f7c8c');
          txt(M + 16, y, l, 10.5);
          y -= 15;
        });
        y -= 2;
      }
      y -= 6;
    } else if (b.fields) {
      for (const fl of b.fields) {
        need(30);
        txt(M, y, fl, 9.5, true, '#4a5b6c');
        stroke(M + 190, y - 3, PW - M, y - 3, '#9fb1c2', 0.8);
        y -= 25;
      }
      y -= 4;
    } else if (b.checks) {
      for (const it of b.checks) {
        const ls = wrap(it, 10.5, maxW - 22);
        ls.forEach((l, i) => {
          need(16);
          if (i === 0) ops.push(`${rgb('#0b3d6e')} RG 0.9 w ${n(M)} ${n(y - 2)} 10 10 re S`);
          txt(M + 22, y, l, 10.5);
          y -= 15;
        });
        y -= 4;
      }
      y -= 6;
    } else if (b.table) {
      const { head, rows } = b.table;
      const widths = b.table.widths || head.map(() => 1);
      const tot = widths.reduce((a, c) => a + c, 0);
      const cw = widths.map((w) => (w / tot) * maxW);
      const row = (cells, bold, fill) => {
        const wrapped = cells.map((c, i) => wrap(String(c), 9.5, cw[i] - 10, bold));
        const h = Math.max(...wrapped.map((w) => w.length)) * 13 + 8;
        need(h + 2);
        if (fill) box(M, y - h + 10, maxW, h, fill);
        let x = M;
        wrapped.forEach((ls, i) => {
          ls.forEach((l, k) => txt(x + 5, y - k * 13, l, 9.5, bold, bold ? '#ffffff' : '#1d2835'));
          x += cw[i];
        });
        y -= h;
        stroke(M, y + 10, M + maxW, y + 10, '#c9d4de', 0.6);
      };
      row(head, true, '#0b3d6e');
      rows.forEach((r, i) => row(r, false, i % 2 ? '#f1f5f9' : null));
      y -= 14;
    } else if (b.center) {
      for (const [s, size, bold] of b.center) {
        need(size + 12);
        const w = textWidth(s, size, bold);
        txt((PW - w) / 2, y, s, size, bold, bold ? '#0b3d6e' : '#1d2835');
        y -= size + 12;
      }
    } else if (b.space) {
      y -= b.space;
    }
  }
  pages.push(ops);

  // footers with page numbers
  const total = pages.length;
  pages.forEach((p, i) => {
    p.push(`${rgb('#c9d4de')} RG 0.6 w ${n(M)} 48 m ${n(PW - M)} 48 l S`);
    p.push(`BT /F1 7 Tf ${rgb('#5b6b7b')} rg ${n(M)} 34 Td ${pdfStr(footerText)} Tj ET`);
    const pn = `Page ${i + 1} of ${total}`;
    p.push(`BT /F1 7 Tf ${rgb('#5b6b7b')} rg ${n(PW - M - textWidth(pn, 7))} 22 Td ${pdfStr(pn)} Tj ET`);
  });

  // assemble objects
  const objs = [];
  const add = (s) => {
    objs.push(s);
    return objs.length;
  };
  const catalogId = add(null);
  const pagesId = add(null);
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const date = doc.date || 'D:20261101090000+08\'00\'';
  const info = add(`<< /Title ${pdfStr(doc.title)} /Author (Harbour Air Cargo Terminal Limited) /Subject ${pdfStr(doc.subtitle || doc.title)} /Producer (HACTL document generator) /CreationDate (${date}) /ModDate (${date}) >>`);
  const pageIds = [];
  for (const p of pages) {
    const stream = p.join('\n');
    const cId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageIds.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PW} ${PH}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${cId} 0 R >>`));
  }
  objs[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (en-GB) >>`;
  objs[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((i) => `${i} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalogId} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
