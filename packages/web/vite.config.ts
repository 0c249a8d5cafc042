import { defaultClientConditions, defineConfig } from 'vite';

// The workspace packages are bundled from their TypeScript sources (the `source` export
// condition), so the browser runs exactly the engines the server runs, without a prior tsc.
// esbuild compiles the JSX itself; the React plugin would only add fast refresh in development.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source', ...defaultClientConditions] },
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
