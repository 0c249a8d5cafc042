import { defineConfig } from 'vitest/config';

// Tests run against the TypeScript sources of every workspace package: the
// `source` export condition points each package at its src/index.ts.
export default defineConfig({
  resolve: { conditions: ['source', 'import', 'module', 'node', 'default'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'default'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/web/e2e/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // The JSON report lets .ci/run print the plain "N passed, N failed" line CI reads.
    reporters: ['default', 'json'],
    outputFile: { json: 'node_modules/.cache/vitest-results.json' },
    testTimeout: 120_000,
  },
});
