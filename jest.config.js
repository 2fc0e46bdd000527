/* eslint-disable @typescript-eslint/no-require-imports -- jest reads CommonJS config */
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that babel must transform for jest.
const esm = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', 'until-async', '@open-draft', 'rettime', 'msw', '@mswjs', 'zod'];

module.exports = async () => {
  const config = await createJestConfig({
    testEnvironment: 'jest-fixed-jsdom',
    setupFilesAfterEach: undefined,
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/$1',
      '^server-only$': '<rootDir>/tests/unit/empty-module.js',
    },
  })();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`];
  delete config.setupFilesAfterEach;
  return config;
};
