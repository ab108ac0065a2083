import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  optimizeDeps: {
    // The solver's worker entry is imported only by the worker module, which Vite's first scan of
    // the page does not read: without this line a cold dev server finds it when the worker starts,
    // optimizes it, and reloads the page (the game in progress is lost).
    include: ['@russian-solitaire/solver/worker'],
  },
});
