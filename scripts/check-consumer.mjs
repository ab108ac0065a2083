#!/usr/bin/env node
// The packages as a game developer gets them: packs the four published packages, installs the
// tarballs with npm into a scratch project outside the workspace, and there
//   - type-checks a consumer file under `module: nodenext` and under `moduleResolution: bundler`,
//   - runs it as ESM and as CommonJS (deal a code, play a move, solve, a fair hint, the command,
//     the engine's and the command's messages of one language and of all four from their subpath
//     exports),
//   - bundles the engine's `Game` with the Russian messages, and the solver, for the browser with
//     esbuild (the size limits themselves are checked by size-limit in each package's lint).
// Run after `pnpm build` (CI runs it after `npm test`): node scripts/check-consumer.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const PACKAGES = ['engine', 'dealer', 'solver', 'cli'];
const pnpm = [
  '-y',
  JSON.parse(
    execFileSync('node', ['-p', 'JSON.stringify(require("./package.json").packageManager)'], {
      cwd: root,
      encoding: 'utf8',
    }),
  ),
];

const scratch = mkdtempSync(join(tmpdir(), 'rs-consumer-'));
const sh = (cmd, args, cwd = scratch) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = false;
const check = (what, fn) => {
  try {
    const out = fn();
    console.log(`ok   ${what}${out ? `: ${out}` : ''}`);
  } catch (e) {
    failed = true;
    console.error(`FAIL ${what}: ${e.stdout ?? ''}${e.message}`);
  }
};

try {
  const tarballs = join(scratch, 'tarballs');
  mkdirSync(tarballs);
  for (const name of PACKAGES)
    execFileSync('npx', [...pnpm, 'pack', '--pack-destination', tarballs], {
      cwd: join(root, 'packages', name),
      stdio: 'ignore',
    });
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  const sizes = files.map(
    (f) =>
      `${f.split('/').pop()} ${(execFileSync('stat', ['-c', '%s', f], { encoding: 'utf8' }).trim() / 1024).toFixed(1)} kB`,
  );
  console.log(`packed: ${sizes.join(', ')}`);

  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, version: '1.0.0' }));
  sh('npm', ['install', '--no-audit', '--no-fund', '--offline', ...files]);

  // The same calls from ESM and from CommonJS, each importing the packages its own way.
  const body = `
  const game: engine.Game = engine.unwrap(dealer.gameOfCode('RU1-C-AAAAAAS'));
  const move = game.legalMoves()[0]!;
  engine.unwrap(game.play(move));
  const verdict = engine.unwrap(solver.solve(game, { budget: 1_000_000 }));
  const hint = engine.unwrap(solver.fairHint(game, { samples: 8 }));
  let printed = '';
  const sink = { write: (text: string) => { printed += text; return true; } };
  const code = await cli.run(['deal', 'RU1-C-AAAAAAS', '--plain'], { stdout: sink, stderr: sink, stdin: process.stdin, env: {} });
  const words = \`\${engine.suitName(1, russian.ru)}/\${languages.MESSAGES.tr.locale.tag}\`;
  let refusal: cli.CliError | undefined;
  const quiet = { write: () => true };
  await cli.run(['deal', 'RU1-C-XYZ'], { stdout: quiet, stderr: quiet, stdin: process.stdin, env: {}, onError: (e) => { refusal = e; } });
  const inRussian = refusal === undefined ? 'none' : cli.errorMessage(refusal, cliRussian.ru);
  const cliWords = \`\${/[а-яё]/i.test(inRussian) ? 'ru' : inRussian}/\${cliLanguages.MESSAGES.uk.locale.tag}\`;
  const shown = [engine.makeMove(move), verdict.status, hint === null ? 'none' : engine.makeMove(hint.move), code, words, cliWords];
  console.log([...shown, printed.split('\\n')[0]].join(' '));
`;
  const names = { engine: 'engine', dealer: 'dealer', solver: 'solver', cli: 'cli' };
  // The engine's and the command's languages come from their own subpath exports.
  const subpaths = {
    russian: 'engine/messages/ru',
    languages: 'engine/messages',
    cliRussian: 'cli/messages/ru',
    cliLanguages: 'cli/messages',
  };
  const esm = Object.entries({ ...names, ...subpaths })
    .map(([n, path]) => `import * as ${n} from '@russian-solitaire/${path}';`)
    .join('\n');
  const cjs = Object.entries({ ...names, ...subpaths })
    .map(([n, path]) => `import ${n} = require('@russian-solitaire/${path}');`)
    .join('\n');
  writeFileSync(join(scratch, 'consumer.mts'), `${esm}\n${body.replace(/^ {2}/gm, '')}`);
  writeFileSync(
    join(scratch, 'consumer.cts'),
    `${cjs}\nasync function main(): Promise<void> {${body}}\nvoid main();\n`,
  );
  const tsconfig = (files, extra) =>
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        lib: ['ES2022'],
        types: ['node'],
        typeRoots: [join(root, 'node_modules', '@types')],
        ...extra,
      },
      files,
    });
  writeFileSync(
    join(scratch, 'tsconfig.nodenext.json'),
    tsconfig(['consumer.mts', 'consumer.cts'], { module: 'nodenext', moduleResolution: 'nodenext' }),
  );
  writeFileSync(
    join(scratch, 'tsconfig.bundler.json'),
    tsconfig(['consumer.mts'], { module: 'esnext', moduleResolution: 'bundler' }),
  );
  check('types under nodenext', () => sh('node', [tsc, '-p', 'tsconfig.nodenext.json']));
  check('types under bundler', () => sh('node', [tsc, '-p', 'tsconfig.bundler.json']));

  // Plain JavaScript from the TypeScript files, as a build step would make it (no bundling).
  await build({
    entryPoints: [join(scratch, 'consumer.mts')],
    outfile: join(scratch, 'consumer.mjs'),
    format: 'esm',
    logLevel: 'error',
  });
  await build({
    entryPoints: [join(scratch, 'consumer.cts')],
    outfile: join(scratch, 'consumer.cjs'),
    format: 'cjs',
    logLevel: 'error',
  });
  const expected = (out) => {
    if (!/^\S+ solved \S+ 0 Червы\/tr ru\/uk RU1-C-AAAAAAS$/.test(out.trim()))
      throw new Error(`unexpected output ${JSON.stringify(out)}`);
    return out.trim();
  };
  check('runs as ESM', () => expected(sh('node', ['consumer.mjs'])));
  check('runs as CommonJS', () => expected(sh('node', ['consumer.cjs'])));

  /** The gzipped size of a browser bundle of `source`, bundled from the scratch project. */
  const bundled = async (source) => {
    const result = await build({
      stdin: { contents: source, resolveDir: scratch, loader: 'js' },
      bundle: true,
      minify: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'error',
    });
    return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
  };
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB gzipped`;
  const game = await bundled(
    "import { Game, errorMessage } from '@russian-solitaire/engine';\nimport { ru } from '@russian-solitaire/engine/messages/ru';\nglobalThis.g = [Game, errorMessage, ru];\n",
  );
  check("browser bundle of the engine's Game with the Russian messages", () => kb(game));
  const solver = await bundled(
    "import { solve, fairHint } from '@russian-solitaire/solver';\nglobalThis.s = [solve, fairHint];\n",
  );
  check('browser bundle of the solver (no Node built-ins)', () => kb(solver));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exit(1);
