#!/usr/bin/env node
// After the build: gives `Position` back its `@internal` members in the declarations of the
// `internal` entry (dist/internal.d.ts and .d.cts). tsup builds the declarations with
// `stripInternal`, so the main entry publishes a `Position` without its encoding; the bundler of
// the declarations drops a `declare module` written in the source, so the merge is written here:
// the class's declaration chunk gets `interface <Position> extends PositionEncoding {}` from the
// internal entry, which the toolkit's packages import. Fails when the chunks are not as expected.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const MARK = '// The encoded members of Position, for the toolkit';

/** The declaration file of `ext` that declares `name`, and the name its chunk exports it under. */
function exportedAs(ext, pattern, name) {
  for (const file of readdirSync(dist).filter((f) => f.endsWith(ext))) {
    const text = readFileSync(join(dist, file), 'utf8');
    if (!pattern.test(text)) continue;
    const alias = new RegExp(`\\b${name} as (\\w+)\\b`).exec(text);
    if (alias) return { file, alias: alias[1] };
  }
  throw new Error(`internal-types: no chunk of dist/*${ext} declares ${name}`);
}

for (const [ext, js] of [
  ['.d.ts', '.js'],
  ['.d.cts', '.cjs'],
]) {
  const entry = join(dist, `internal${ext}`);
  let text = readFileSync(entry, 'utf8');
  if (text.includes(MARK)) continue;
  const position = exportedAs(ext, /^declare class Position\b/m, 'Position');
  const encoding = /^export \{[^}]*\bPositionEncoding\b/m.test(text) ? null : 'missing';
  if (encoding) throw new Error(`internal-types: dist/internal${ext} does not export PositionEncoding`);
  const chunk = `./${position.file.slice(0, -ext.length)}${js}`;
  text +=
    `\n${MARK}'s packages (see src/internal.ts).\n` +
    `import type { PositionEncoding as Encoding } from './internal${js}';\n` +
    `declare module '${chunk}' {\n  interface ${position.alias} extends Encoding {}\n}\n`;
  writeFileSync(entry, text);
}
