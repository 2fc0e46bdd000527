// @ts-check
/**
 * V8's explicit compile hint on every browser chunk of a build (next.config.mjs runs this after
 * Next has compiled, before it prerenders).
 *
 * V8 compiles a function lazily, on its first call, and on the main thread. Next's chunks are
 * evaluated at once when a page loads, so a first visit's biggest task was mostly that compiling:
 * about 70 of 110 ms on this machine (a trace's V8.CompileCode inside the task that boots the app).
 * A file that begins with the comment below is compiled whole, on a background thread while it
 * downloads (Chrome 136+; other browsers read a comment). Every chunk qualifies: those of the HTML
 * run during the page load, and the few that code imports later (the page slide, the searchable
 * select) load at the moment they are about to run.
 *
 * Prepending a line moves the generated code down by one, so a chunk's source map (when the build
 * writes one) moves too. CommonJS so that next.config.mjs, the bench's budgets (bench/budgets.cjs)
 * and the tests load it without a build step.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see above */
const fs = require('node:fs');
const path = require('node:path');

/** https://v8.dev/blog/explicit-compile-hints: must be the file's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether a chunk's text, or its bytes as a response body, starts with the hint. @param {string | Buffer} text */
function hasCompileHint(text) {
  // A body is decoded only as far as the hint reaches, not whole (the framework chunk is 229 KB).
  const head = typeof text === 'string' ? text : text.subarray(0, Buffer.byteLength(COMPILE_HINT)).toString('utf8');
  return head.startsWith(COMPILE_HINT);
}

/**
 * @typedef {{ mappings?: string, sections?: { offset: { line: number, column: number }, map: unknown }[], [key: string]: unknown }} SourceMapLike
 */

/**
 * A source map for code that now starts one line lower: plain maps and index maps (sections).
 * @template {SourceMapLike} T @param {T} map @returns {T}
 */
function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** @param {string} dir @returns {string[]} */
function jsFilesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Adds the hint to every `.js` under `<distDir>/static/chunks` that lacks it (running twice changes
 * nothing) and shifts its source map when there is one. Returns how many files it changed.
 * @param {string} distDir @returns {number}
 */
function addCompileHints(distDir) {
  let changed = 0;
  for (const file of jsFilesUnder(path.join(distDir, 'static', 'chunks'))) {
    const code = fs.readFileSync(file, 'utf8');
    if (hasCompileHint(code)) continue;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(file), mapName) : null;
    if (mapFile && fs.existsSync(mapFile)) {
      fs.writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')))));
    }
    fs.writeFileSync(file, COMPILE_HINT + code);
    changed += 1;
  }
  return changed;
}

module.exports = { COMPILE_HINT, hasCompileHint, shiftSourceMap, addCompileHints };
