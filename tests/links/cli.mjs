#!/usr/bin/env node
/**
 * `node tests/links/cli.mjs ORIGIN [--images-manifest FILE] [START_PATH ...]`: the link check against
 * a site that is already running (tests/e2e/links.spec.ts runs it against the production build; the
 * unit test against a small fixture server). With the build's images-manifest.json, image optimizer
 * URLs must ask for widths and qualities the optimizer serves. Prints every failure and a summary
 * line; exits 1 when anything failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkSite, formatFailures } from './check-links.mjs';

/** The attribute the localized not-found page carries (app/[lang]/not-found-page.tsx). */
const NOT_FOUND_MARKER = 'data-not-found-page';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'images-manifest': { type: 'string' } } });
const [origin, ...startPaths] = positionals;
if (!origin) {
  console.error('usage: node tests/links/cli.mjs ORIGIN [--images-manifest FILE] [START_PATH ...]');
  process.exit(2);
}

function imageConfig(file) {
  if (!file || !existsSync(file)) return undefined;
  const { images } = JSON.parse(readFileSync(file, 'utf8'));
  return { widths: [...images.deviceSizes, ...images.imageSizes], qualities: images.qualities ?? [75] };
}

const started = Date.now();
const { failures, checked } = await checkSite({
  origin: origin.replace(/\/$/, ''),
  startPaths,
  notFoundMarker: NOT_FOUND_MARKER,
  images: imageConfig(values['images-manifest']),
});
if (failures.length > 0) console.log(formatFailures(failures));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`link check: ${checked} URLs in ${seconds} s, ${failures.length} failing`);
process.exit(failures.length > 0 ? 1 : 0);
