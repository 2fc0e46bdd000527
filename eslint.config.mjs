import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/floor/**', 'coverage/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // The TypeScript parser reports no semantic errors (tsc does, for .ts), so a second `const` of
    // one name in a plain script passed the lint and failed only in the browser that ran it.
    files: ['**/*.{js,mjs,cjs}'],
    rules: { 'no-redeclare': 'error' },
  },
  {
    // Playwright fixtures hand their value to the test through a callback named `use`, which the
    // React hooks rule mistakes for React's use().
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
