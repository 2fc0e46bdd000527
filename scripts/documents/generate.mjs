#!/usr/bin/env node
/**
 * `npm run documents [name ...]`: writes public/assets/docs/{lang}/{name}.pdf for every document
 * of catalog.mjs in en, zh-hk and zh-cn, from the content store. Needs Debian's fonts-noto-cjk
 * (or NOTO_CJK_DIR); the PDFs are committed, so neither the site nor CI runs this. Output is
 * byte-for-byte the same on every run for the same content (fixed dates, seeded subset tags).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTS, documentFor } from './catalog.mjs';
import { renderDocument } from './layout.mjs';

const LANGS = ['en', 'zh-hk', 'zh-cn'];
const only = process.argv.slice(2);
const names = only.length ? only : Object.keys(DOCUMENTS);

for (const name of names) {
  if (!DOCUMENTS[name]) throw new Error(`unknown document ${name}; known: ${Object.keys(DOCUMENTS).join(', ')}`);
  for (const lang of LANGS) {
    const bytes = await renderDocument(documentFor(lang, name));
    const file = path.join('public', 'assets', 'docs', lang, `${name}.pdf`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    console.log(`${file} ${(bytes.length / 1024).toFixed(0)} KB`);
  }
}
