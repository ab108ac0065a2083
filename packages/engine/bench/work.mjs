// A fixed amount of engine work, for counting instructions rather than timing: the legal-move
// generations or the play+undo pairs of the engine benchmark (bench/run.mjs), over its sample
// positions (the same 16 decks and random playouts, classic and relaxed, default options), repeated
// a given number of times. Instruction counts do not depend on the machine's load, so two builds
// can be compared to a fraction of a per cent on a busy machine:
//
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null node bench/work.mjs generations 40
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null node bench/work.mjs generations 0
//
// The difference of the two counts is the work itself (the second run is the start-up and the
// sampling alone). `--dist PATH` measures another build's dist folder.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deck, mulberry32 } from './decks.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
const [what = 'generations', repeats = '1'] = positionals;
if (what !== 'generations' && what !== 'pairs') throw new Error('the work is generations or pairs');
const dist =
  values.dist === undefined
    ? new URL('../dist/index.js', import.meta.url)
    : pathToFileURL(resolve(values.dist, 'index.js'));
const { DEFAULT_OPTIONS, classic, openingPosition, relaxed } = await import(dist.href);

const buffer = new Uint16Array(512);
let sink = 0;
for (const ruleSet of [classic, relaxed]) {
  const random = mulberry32(7);
  const samples = [];
  for (let k = 0; k < 16; k++) {
    const opening = openingPosition(deck(1000 + k), ruleSet, DEFAULT_OPTIONS);
    if (!opening.ok) throw new Error(opening.error.message);
    for (let playout = 0; playout < 8; playout++) {
      const p = opening.value.clone();
      for (let ply = 0; ply < 150; ply++) {
        samples.push(p.clone());
        const n = p.generateMoves(buffer);
        if (n === 0) break;
        p.play(buffer[Math.floor(random() * n)]);
      }
    }
  }
  const moveLists = samples.map((p) => buffer.slice(0, p.generateMoves(buffer)));
  for (let r = 0; r < Number(repeats); r++) {
    for (let i = 0; i < samples.length; i++) {
      const p = samples[i];
      if (what === 'generations') sink += p.generateMoves(buffer);
      else for (const move of moveLists[i]) p.undo(p.play(move));
    }
  }
}
console.log(`${what} × ${repeats} done (${sink})`);
