/* eslint-disable @typescript-eslint/no-require-imports -- a jest transformer is CommonJS */
/**
 * Jest runs test code in vm contexts where a dynamic import() needs Node's
 * --experimental-vm-modules flag. PGlite's CommonJS build still loads Node built-ins (fs, zlib,
 * node:module…) with import(), so for PGlite only these become require() calls, which the vm
 * supports. The server and the CLI load PGlite natively and are not affected.
 */
module.exports = {
  process(source) {
    // Named apart from `require`: PGlite's glue declares its own `var require` in the same scope.
    const code = source.replace(/\bimport\((["'`])([\w:/.-]+)\1\)/g, 'Promise.resolve(__jestRequire("$2"))');
    return { code: `var __jestRequire = require;\n${code}` };
  },
  getCacheKey(source, filename) {
    return require('node:crypto').createHash('sha256').update('pglite-transform-2').update(filename).update(source).digest('hex');
  },
};
