// A Size Limit plugin: each check that turns @size-limit/esbuild off is bundled by Rollup instead,
// the way Vite builds an app for production (Rollup's module resolution and tree-shaking, then
// esbuild's minifier), and measured by @size-limit/file like the rest. Size Limit has plugins for
// esbuild and webpack but none for Rollup; the two bundlers drop unused code by different rules
// (esbuild keeps a call it cannot prove pure, Rollup knows more built-ins), so a package that
// tree-shakes under one may not under the other. `bothBundlers` turns a list of checks into the
// same checks under each bundler. Size Limit finds this plugin by its name among the root's
// devDependencies.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { transform } from 'esbuild';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { processImport } from 'size-limit';

const NAME = 'size-limit-rollup';
const ESBUILD = '@size-limit/esbuild';

/**
 * What the entry that Size Limit writes for `import` adds besides the imports (a `console.log` of
 * them), gzipped: @size-limit/esbuild takes off the same, as the minified entry is the same.
 */
const IMPORT_ENTRY_GZIP = 46;

/**
 * esbuild notes that a package's entries import a chunk for its order only (tsup's builds do), as
 * the package says it has no side effects; in node_modules, where a game finds the package, it
 * keeps quiet, and so does it here.
 */
const quiet = (config) => ({ ...config, logOverride: { 'ignored-bare-import': 'silent' } });

/**
 * The checks, each measured twice: bundled by esbuild (`… · esbuild`) and by Rollup (`… · Rollup`).
 * A check's `limit` is one size for both, or `{ esbuild, rollup }`.
 */
export function bothBundlers(checks) {
  return checks.flatMap(({ limit, name, ...check }) => {
    const limits = typeof limit === 'object' ? limit : { esbuild: limit, rollup: limit };
    return [
      {
        ...check,
        name: `${name} · esbuild`,
        limit: limits.esbuild,
        disablePlugins: [NAME],
        modifyEsbuildConfig: quiet,
      },
      { ...check, name: `${name} · Rollup`, limit: limits.rollup, disablePlugins: [ESBUILD] },
    ];
  });
}

export default [
  {
    name: NAME,

    async step20(config, check) {
      if (!check.disablePlugins?.includes(ESBUILD)) {
        throw new Error(
          `"${check.name}" is bundled by one bundler: its disablePlugins turns off ${ESBUILD} or ${NAME}`,
        );
      }
      check.rollupDir = await mkdtemp(join(tmpdir(), 'size-limit-rollup-'));
      await processImport(check, join(check.rollupDir, 'entry'));
    },

    async step40(config, check) {
      const warnings = [];
      const bundle = await rollup({
        input: check.files,
        // Left out of the bundle as @size-limit/esbuild leaves them: the package's peer dependencies.
        external: check.ignore ?? [],
        plugins: [nodeResolve({ browser: true })],
        onwarn: (warning) => warnings.push(warning),
      });
      const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: check.files.length === 1 });
      await bundle.close();
      const unresolved = warnings.filter((warning) => warning.code === 'UNRESOLVED_IMPORT');
      if (unresolved.length > 0) throw new Error(`${check.name}: ${unresolved.map((w) => w.message).join('; ')}`);
      const outDir = join(check.rollupDir, 'out');
      await mkdir(outDir, { recursive: true });
      check.bundles = [];
      for (const chunk of output) {
        const code = chunk.type === 'chunk' ? chunk.code : chunk.source;
        const file = join(outDir, chunk.fileName);
        const minified = chunk.type === 'chunk' ? (await transform(code, { format: 'esm', minify: true })).code : code;
        await writeFile(file, minified);
        check.bundles.push(file);
      }
    },

    async step61(config, check) {
      if (check.import && check.gzip === true) check.size -= IMPORT_ENTRY_GZIP;
    },

    async finally(config, check) {
      if (check.rollupDir) await rm(check.rollupDir, { force: true, recursive: true });
    },
  },
];
