import { defineConfig } from 'vite';

// A plain static build. By default `dist/` can be served from any path (relative base); a site
// served under a sub-path names it in WEB_BASE_PATH (`/russian-solitaire/` on GitHub Pages, see
// .github/workflows/pages.yml), which everything that needs an absolute base (a service worker's
// scope, a web app manifest) reads from Vite's `base`.
export default defineConfig({
  base: process.env.WEB_BASE_PATH || './',
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  // No `optimizeDeps.include` of the solver's worker entry, unlike the recipe (docs/solver.md):
  // here the packages are workspace links, which Vite serves as they are and never pre-bundles, so
  // a cold dev server does not reload the page; pre-bundled, the worker would keep running the
  // solver of the first dev start after a rebuild. An app that installs the packages needs it.
  worker: {
    format: 'es',
  },
  preview: {
    host: '127.0.0.1',
  },
  server: {
    host: '127.0.0.1',
  },
});
