import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: 'tsconfig.lib.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
