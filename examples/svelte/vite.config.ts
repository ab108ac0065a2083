import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [svelte()],
  optimizeDeps: {
    // See the React example's vite.config.ts: the worker's entry, or a cold dev server reloads the page.
    include: ['@russian-solitaire/solver/worker'],
  },
});
