// @ts-check
/**
 * The journey's screenshots on disk: test-results/engines/<engine>/<width>/<name>.png, each with a
 * <name>.json beside it that says which page it shows. Read by the engines' own index (run.mjs) and
 * by the visual sweep's index, which puts them beside Chromium's shot of the same page and width.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} EngineShot
 * @property {'firefox' | 'webkit'} engine
 * @property {number} width
 * @property {string} name
 * @property {string} file relative to the engines' results folder
 * @property {string | null} page the page's decoded path, or null when the shot was taken in a browser of the step's own
 */

export const ENGINES = /** @type {const} */ (['firefox', 'webkit']);
export const ENGINES_DIR = path.join('test-results', 'engines');

/**
 * Records the page a screenshot shows (its path and query, as the browser's location gives them).
 * @param {string} pngFile @param {string} location
 */
export function writeShotPage(pngFile, location) {
  writeFileSync(pngFile.replace(/\.png$/, '.json'), JSON.stringify({ location }));
}

/**
 * Every screenshot of the last run: engine, width, name, its file relative to `dir`, and the page's
 * decoded path without the query (null for a shot taken in a browser of the step's own).
 */
export function readEngineShots(dir = ENGINES_DIR) {
  /** @type {EngineShot[]} */
  const shots = [];
  for (const engine of ENGINES) {
    const engineDir = path.join(dir, engine);
    if (!existsSync(engineDir)) continue;
    for (const width of readdirSync(engineDir)) {
      if (!/^\d+$/.test(width)) continue;
      for (const file of readdirSync(path.join(engineDir, width)).filter((f) => f.endsWith('.png'))) {
        const meta = path.join(engineDir, width, file.replace(/\.png$/, '.json'));
        const location = existsSync(meta) ? JSON.parse(readFileSync(meta, 'utf8')).location : null;
        shots.push({ engine, width: Number(width), name: file.slice(0, -4), file: `${engine}/${width}/${file}`, page: location ? pagePath(location) : null });
      }
    }
  }
  return shots;
}

/**
 * `/zh-hk/news/?page=2` → `/zh-hk/news/`, percent-escapes decoded, so the sweep's paths compare equal.
 * @param {string} location @returns {string}
 */
export function pagePath(location) {
  const pathname = location.split(/[?#]/)[0];
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
