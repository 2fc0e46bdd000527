/* eslint-disable @typescript-eslint/no-require-imports -- jest reads CommonJS config */
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// Form handlers mail through the embedded outbox (lib/mail/outbox.ts): tests write its .eml files
// outside the project. Workers inherit this process's environment.
process.env.MAIL_OUTBOX_DIR ??= require('node:path').join(require('node:os').tmpdir(), 'hactl-test-mail');

// ESM-only packages that babel must transform for jest.
const esm = ['entities', 'next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', 'until-async', '@open-draft', 'rettime', 'msw', '@mswjs', 'zod'];

module.exports = async () => {
  const config = await createJestConfig({
    testEnvironment: 'jest-fixed-jsdom',
    setupFilesAfterEach: undefined,
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
    moduleNameMapper: {
      // A module's island loader (modules/X/Y.lazy.client.tsx: next/dynamic, which resolves after the
      // first render) is the island itself (Y.client.tsx beside it) in the component tests, which render
      // it synchronously, as the server's HTML has it. tests/unit/islands.test.ts holds the pairs together.
      '^@/(.+)\\.lazy\\.client$': '<rootDir>/$1.client',
      '^(\\..+)\\.lazy\\.client$': '$1.client',
      '^@/(.*)$': '<rootDir>/$1',
      '^server-only$': '<rootDir>/tests/unit/empty-module.js',
    },
  })();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')}|@electric-sql/pglite)/)`];
  // PGlite's CommonJS build: only its dynamic imports of Node built-ins are rewritten (see the file).
  config.transform = { '/node_modules/@electric-sql/pglite/.+\\.c?js$': '<rootDir>/tests/unit/pglite-transform.js', ...config.transform };
  delete config.setupFilesAfterEach;
  return config;
};
