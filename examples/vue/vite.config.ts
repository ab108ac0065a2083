import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vue()],
  optimizeDeps: {
    // See the React example's vite.config.ts: the worker's entry, or a cold dev server reloads the page.
    include: ['@russian-solitaire/solver/worker'],
  },
});
