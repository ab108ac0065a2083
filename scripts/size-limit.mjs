#!/usr/bin/env node
// The engine's size limit: bundles the built ESM entry as an application would (minified,
// tree-shaken, every export kept) and fails when its gzip size passes the limit.
// Usage, from a package folder: node ../../scripts/size-limit.mjs <limit-in-bytes>
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const limit = Number(process.argv[2]);
if (!Number.isInteger(limit) || limit <= 0) {
  console.error('usage: size-limit.mjs <limit in bytes, gzipped>');
  process.exit(2);
}
const result = await build({
  stdin: { contents: "export * from './dist/index.js';", resolveDir: process.cwd(), loader: 'js' },
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
  logLevel: 'silent',
});
const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`size: ${kb(code.length)} minified, ${kb(gzipped)} gzipped (limit ${kb(limit)} gzipped)`);
if (gzipped > limit) {
  console.error(`size limit exceeded by ${gzipped - limit} bytes`);
  process.exit(1);
}
