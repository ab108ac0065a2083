import { type Plugin, type Rollup, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntry } from './src/start/inline-entry.js';

/**
 * Carries the page's start (the entry chunk, `src/main.ts` and what it imports) and its style
 * sheet inside the built page (see `src/inline-entry.ts`): the first cards then need one round
 * trip, the page's. The entry's file stays, as a small module through which the chunks loaded
 * later import what they share with the start, and so does its style sheet's, which the review
 * panel's chunk names among what it needs (loaded again when the panel first opens, it changes
 * nothing). The dev server serves the start as a module file.
 */
function inlineStart(): Plugin {
  let base = './';
  return {
    name: 'inline-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite's own steps, which finish the chunks' code (the preload lists) and write the page.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (page?.type !== 'asset' || chunk?.type !== 'chunk')
          throw new Error('inline-start: no page or no entry chunk');
        const cssNames = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (cssNames.length > 1) throw new Error(`inline-start: the entry has ${cssNames.length} style sheets`);
        const cssAsset = cssNames.length === 1 ? bundle[cssNames[0]!] : undefined;
        const out = inlineEntry({
          html: String(page.source),
          entry: { fileName: chunk.fileName, code: chunk.code, exports: chunk.exports },
          css: cssAsset?.type === 'asset' ? { fileName: cssAsset.fileName, source: String(cssAsset.source) } : null,
          base,
          files: Object.keys(bundle),
        });
        page.source = out.html;
        chunk.code = out.standIn;
      },
    },
  };
}

/**
 * The modules of the main script: those the page's entry imports, statically, directly or not.
 * Rollup would otherwise move the modules a chunk loaded on first use (the review panel, the sound
 * player) shares with the main script into a second chunk that the page loads at start, beside the
 * main script; named here, they stay in it, and a lazy chunk holds only its own modules.
 */
function mainScriptChunk(): Rollup.GetManualChunk {
  let main: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (main === null) {
      main = new Set();
      const stack = [...getModuleIds()].filter((m) => getModuleInfo(m)?.isEntry === true);
      for (let m = stack.pop(); m !== undefined; m = stack.pop()) {
        if (main.has(m)) continue;
        main.add(m);
        stack.push(...(getModuleInfo(m)?.importedIds ?? []));
      }
    }
    return main.has(id) ? 'index' : undefined;
  };
}

// A plain static build. By default `dist/` can be served from any path (relative base); a site
// served under a sub-path names it in WEB_BASE_PATH (`/russian-solitaire/` on GitHub Pages, see
// .github/workflows/pages.yml), which everything that needs an absolute base (a service worker's
// scope, a web app manifest) reads from Vite's `base`.
export default defineConfig({
  base: process.env.WEB_BASE_PATH || './',
  build: {
    target: 'es2022',
    // terser makes the main script about 1 kB (gzipped) smaller than esbuild's minifier: the
    // budget is 55 kB (.size-limit.json).
    minify: 'terser',
    sourcemap: true,
    rollupOptions: { output: { manualChunks: mainScriptChunk() } },
  },
  // No `optimizeDeps.include` of the solver's worker entry, unlike the recipe (docs/solver.md):
  // here the packages are workspace links, which Vite serves as they are and never pre-bundles, so
  // a cold dev server does not reload the page; pre-bundled, the worker would keep running the
  // solver of the first dev start after a rebuild. An app that installs the packages needs it.
  worker: {
    format: 'es',
  },
  plugins: [
    inlineStart(),
    // Installable and playable offline: a web app manifest, and a service worker that precaches the
    // whole build (the page, its style sheet, the solver worker's chunk, the icons) and answers
    // every navigation (`?code=` links included) with the page. A new build takes over on the next
    // visit. The registration is a small deferred script of its own, outside the main script.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeManifestIcons: false,
      manifest: {
        name: 'Russian Solitaire',
        short_name: 'Solitaire',
        description: 'Russian Solitaire: a Yukon-family patience game. Share deals by code; hints that play fair.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#074628',
        theme_color: '#0d6b3e',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // The first visit is taken over at once: it plays offline without a reload.
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  preview: {
    host: '127.0.0.1',
  },
  server: {
    host: '127.0.0.1',
  },
});
