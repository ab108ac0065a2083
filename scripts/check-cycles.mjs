#!/usr/bin/env node
// Fails when the relative imports of a package's sources form a cycle. Run from a package folder
// (`node ../../scripts/check-cycles.mjs [dir]`, `src` by default). Every `import … from './x.js'`,
// `export … from './x.js'` and `import('./x.js')` is an edge, type-only imports included: a
// cycle of types is still two files that cannot be understood one without the other.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'src');
const SOURCE = /\.(ts|mts|cts|js|mjs)$/;

function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The file a relative specifier names: `./x.js` is written for `./x.ts`. */
function target(from, specifier, known) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, base.replace(/\.(m|c)?js$/, '.$1ts'), `${base}.ts`, join(base, 'index.ts')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Every elementary cycle's first sighting from a depth-first walk (Tarjan would give components). */
export function findCycles(graph) {
  const state = new Map();
  const stack = [];
  const cycles = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const files = sources(root);
const known = new Set(files);
const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const edges = new Set();
  for (const m of text.matchAll(IMPORT)) {
    const to = target(file, m[1] ?? m[2], known);
    if (to !== null && to !== file) edges.add(to);
  }
  graph.set(file, [...edges].sort());
}
const cycles = findCycles(graph);
const name = (file) => relative(process.cwd(), file);
if (cycles.length > 0) {
  console.error(`Import cycles in ${name(root) || '.'}:`);
  for (const cycle of cycles) console.error(`  ${cycle.map(name).join(' -> ')}`);
  process.exit(1);
}
console.log(`No import cycles among the ${files.length} files of ${name(root) || '.'}.`);
