#!/usr/bin/env node
// The public API of a package, recorded: runs API Extractor on the built type declarations of every
// public entry point of the package (each subpath of its `exports` map but `./internal` and
// `./package.json`) and compares what it finds with the report checked in beside the package, in
// `api/<entry>.api.md`. A difference fails, with the command that records it: a change to the
// public API is then a reviewed diff of the report.
//
// Usage, from a package folder, after its build:
//   node ../../scripts/api-report.mjs            check the reports (part of `pnpm lint`)
//   node ../../scripts/api-report.mjs --update   write the reports anew (`pnpm api:update` runs it
//                                                in every package)
// API Extractor reads one entry point per run, so each entry gets a configuration of its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const UPDATE_COMMAND = 'npx -y pnpm@10.34.8 api:update';
const update = process.argv.includes('--update');
const packageFolder = process.cwd();
const pkg = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8'));

/** The public entries: `[report name, type declarations]` for each subpath but the internal one. */
function publicEntries() {
  const short = pkg.name.replace(/^@[^/]+\//, '');
  const entries = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (subpath === './package.json' || subpath === './internal' || subpath.startsWith('./internal/')) continue;
    const types = target.import?.types;
    if (typeof types !== 'string') throw new Error(`${pkg.name}: exports["${subpath}"] has no import types`);
    entries.push([subpath === '.' ? short : `${short}-${subpath.slice(2).replaceAll('/', '-')}`, types]);
  }
  return entries;
}

/** API Extractor's configuration for one entry, written here rather than in one file per entry. */
function configFor(name, types, tempFolder) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageFolder,
      mainEntryPointFilePath: join(packageFolder, types),
      compiler: {
        overrideTsconfig: {
          // The entry and what it imports, not every declaration file of the package: the
          // `internal` entry's additions to `Position` are no part of the public API.
          files: [join(packageFolder, types)],
          compilerOptions: {
            strict: true,
            target: 'es2022',
            lib: ['es2022', 'dom'],
            module: 'nodenext',
            moduleResolution: 'nodenext',
            types: ['node'],
            skipLibCheck: true,
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFolder: join(packageFolder, 'api'),
        reportTempFolder: tempFolder,
        reportFileName: name,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: {
          default: { logLevel: 'error' },
          // Every export of a main entry is public: no release tags.
          'ae-missing-release-tag': { logLevel: 'none' },
          'ae-internal-missing-underscore': { logLevel: 'none' },
          // Every type an entry's declarations reach is exported from that entry: one that is not
          // fails (the check of `pnpm lint` and the update alike). Members tagged `@internal` are
          // stripped from the published declarations, so the types only they use are not reached.
          'ae-forgotten-export': { logLevel: 'error', addToApiReportFile: false },
          // TSDoc links and comments are checked by typedoc (`pnpm docs:api`), which also resolves
          // `{@link member}` inside a class.
          'ae-unresolved-link': { logLevel: 'none' },
          'ae-undocumented': { logLevel: 'none' },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: join(packageFolder, 'api-extractor.json'),
    packageJsonFullPath: join(packageFolder, 'package.json'),
  });
}

const temp = mkdtempSync(join(tmpdir(), 'rs-api-'));
if (update) mkdirSync(join(packageFolder, 'api'), { recursive: true });
const changed = [];
let failed = false;
try {
  for (const [name, types] of publicEntries()) {
    if (!existsSync(join(packageFolder, types))) {
      console.error(`${pkg.name}: ${types} is missing; build the package first`);
      failed = true;
      continue;
    }
    const report = join('api', `${name}.api.md`);
    const before = existsSync(report) ? readFileSync(report, 'utf8') : null;
    const result = Extractor.invoke(configFor(name, types, temp), {
      localBuild: update,
      messageCallback: (message) => {
        // API Extractor's own notices about the report ("changed, please copy …") give way to the
        // message below, and the note on the TypeScript version it bundles is left out.
        if (message.messageId.startsWith('console-api-report') || message.messageId === 'console-preamble')
          message.handled = true;
      },
    });
    if (result.errorCount > 0) {
      failed = true;
      continue;
    }
    if (update) {
      const after = withoutLocations(readFileSync(report, 'utf8'));
      writeFileSync(report, after);
      console.log(`${report}: ${before === after ? 'unchanged' : before === null ? 'written' : 'updated'}`);
    } else {
      const found = join(temp, `${name}.api.md`);
      const text = withoutLocations(readFileSync(found, 'utf8'));
      writeFileSync(found, text);
      if (text !== before) changed.push([report, found]);
      else console.log(`${report}: the public API is as recorded`);
    }
  }
  for (const [report, found] of changed) {
    if (!existsSync(report)) {
      console.error(`\n${pkg.name}: no API report is recorded in ${report}.`);
      continue;
    }
    console.error(`\n${pkg.name}: the public API differs from ${relative(process.cwd(), report)}:`);
    const diff = spawnDiff(report, found);
    if (diff) console.error(diff);
  }
  if (changed.length > 0) {
    console.error(
      `\nIf the change is intended, record it with \`${UPDATE_COMMAND}\` (after a build) and commit the` +
        ' report with the change, with a changeset that says what changed for users.',
    );
    failed = true;
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
if (failed) process.exit(1);

/**
 * A report without the places in the built declarations that its warnings point at
 * (`// dist/protocol-<hash>.d.ts:918:5 - …`): the chunk's name and line change with any change to
 * the code, the warning itself only with the API.
 */
function withoutLocations(text) {
  return text.replace(/^\/\/ dist\/\S+:\d+:\d+ - /gm, '// ');
}

/** A unified diff of the recorded report and the one found, or `null` when `diff` is not there. */
function spawnDiff(recorded, found) {
  try {
    execFileSync(
      'diff',
      ['-u', '--label', `${recorded} (recorded)`, '--label', `${recorded} (built)`, recorded, found],
      {
        encoding: 'utf8',
      },
    );
    return null;
  } catch (e) {
    return typeof e.stdout === 'string' && e.stdout !== '' ? e.stdout : null;
  }
}
