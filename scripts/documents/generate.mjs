#!/usr/bin/env node
/**
 * `npm run documents [name ...]`: writes public/assets/docs/{lang}/{name}.pdf for every document
 * of catalog.mjs in en, zh-hk and zh-cn, from the content store, and records a fingerprint of
 * what each was made from in public/assets/docs/sources.json. Needs Debian's fonts-noto-cjk (or
 * NOTO_CJK_DIR); the PDFs are committed, so neither the site nor CI runs it. Output is byte-for-
 * byte the same on every run for the same content (fixed dates, seeded subset tags).
 *
 * `--check` needs no fonts: it fails (exit 1) when a page a document is made from has changed
 * since the document was generated, naming the documents to regenerate. The content test runs it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTS, documentFor } from './catalog.mjs';

const LANGS = ['en', 'zh-hk', 'zh-cn'];
const DOCS = path.join('public', 'assets', 'docs');
const SOURCES = path.join(DOCS, 'sources.json');
/** Bump when layout.mjs changes how a document is drawn, so --check asks for a regeneration. */
const LAYOUT_VERSION = 2;

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((a) => !a.startsWith('--'));
const names = only.length ? only : Object.keys(DOCUMENTS);
for (const name of names) if (!DOCUMENTS[name]) throw new Error(`unknown document ${name}; known: ${Object.keys(DOCUMENTS).join(', ')}`);

function fingerprint(doc) {
  return createHash('sha256').update(JSON.stringify({ LAYOUT_VERSION, doc })).digest('hex').slice(0, 16);
}

const recorded = existsSync(SOURCES) ? JSON.parse(readFileSync(SOURCES, 'utf8')) : {};

if (check) {
  const stale = [];
  for (const name of names) {
    for (const lang of LANGS) {
      const key = `${lang}/${name}`;
      if (!existsSync(path.join(DOCS, `${key}.pdf`)) || recorded[key] !== fingerprint(documentFor(lang, name))) stale.push(key);
    }
  }
  if (stale.length) {
    console.error(`Documents older than the pages they are made from (run npm run documents ${[...new Set(stale.map((k) => k.split('/')[1]))].join(' ')}):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${names.length * LANGS.length} documents match their pages`);
} else {
  const { renderDocument } = await import('./layout.mjs');
  for (const name of names) {
    for (const lang of LANGS) {
      const doc = documentFor(lang, name);
      const bytes = await renderDocument(doc);
      const file = path.join(DOCS, lang, `${name}.pdf`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      recorded[`${lang}/${name}`] = fingerprint(doc);
      console.log(`${file} ${(bytes.length / 1024).toFixed(0)} KB`);
    }
  }
  const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(SOURCES, JSON.stringify(sorted, null, 2) + '\n');
}
