import { defineConfig } from 'vite';

// A plain static build: `dist/` can be served from any path (relative base).
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
  },
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
