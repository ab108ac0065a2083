import { runInThisContext } from 'node:vm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ENTRY_GLOBAL, InlineError, inlineEntry } from './inline-entry.js';

const PAGE = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="./assets/index-abc.css">
</head><body></body></html>`;

const CODE = [
  'const a=1;function b(){return"b"}',
  'const load=()=>import("./texts-ru-x1.js"),deps=["./chunk-y2.js","./texts-ru-x1.js"];',
  'export{a as x,b as y};',
  '//# sourceMappingURL=index-abc.js.map',
].join('\n');

const FILES = ['assets/index-abc.js', 'assets/index-abc.css', 'assets/texts-ru-x1.js', 'assets/chunk-y2.js', 'sw.js'];

function input(base: string, code = CODE, exports = ['x', 'y']) {
  const prefix = base === './' ? './' : base;
  return {
    html: PAGE.replaceAll('./assets/', `${prefix}assets/`),
    entry: { fileName: 'assets/index-abc.js', code, exports },
    css: { fileName: 'assets/index-abc.css', source: '.card{color:red}' },
    base,
    files: FILES,
  };
}

/** The inline module script's code in a page (an async module script: it runs as soon as it has arrived). */
function inlineCode(html: string): string {
  const found = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html);
  if (found === null) throw new Error('no inline module script');
  return found[1]!;
}

/** Runs code that has no import or export (the inline start, with its imports left out) as a script. */
function run(code: string): void {
  runInThisContext(`(() => {${code.replace(/\/\/# sourceMappingURL=.*$/, '')}\n})()`);
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[ENTRY_GLOBAL];
});

describe('putting the start inline', () => {
  it('puts the code and the style sheet in the page, referring to the other files from the page', () => {
    const { html, standIn } = inlineEntry(input('./'));
    expect(html).not.toContain('src="./assets/index-abc.js"');
    expect(html).not.toContain('href="./assets/index-abc.css"');
    expect(html).toContain('<style>.card{color:red}</style>');
    const code = inlineCode(html);
    expect(code).toContain('import("./assets/texts-ru-x1.js")');
    expect(code).toContain('["./assets/chunk-y2.js","./assets/texts-ru-x1.js"]');
    expect(code).not.toMatch(/\bexport\s*\{/);
    expect(code).toMatch(/\/\/# sourceMappingURL=\.\/assets\/index-abc\.js\.map$/);
    // The exports are left in the global, and the stand-in hands them on under the same names.
    run(code.replace(/const load=[^;]*;/, ''));
    const left = (globalThis as Record<string, unknown>)[ENTRY_GLOBAL] as Record<string, unknown>;
    expect(Object.keys(left).sort()).toEqual(['x', 'y']);
    expect(left.x).toBe(1);
    expect(typeof left.y === 'function' && (left.y as () => unknown)()).toBe('b');
    expect(standIn).toContain(`globalThis[${JSON.stringify(ENTRY_GLOBAL)}]`);
    expect(standIn).toMatch(/export\{e0 as x,e1 as y\};/);
  });

  it('refers to the other files by absolute address under an absolute base', () => {
    const code = inlineCode(inlineEntry(input('/russian-solitaire/')).html);
    expect(code).toContain('import("/russian-solitaire/assets/texts-ru-x1.js")');
    expect(code).toContain('//# sourceMappingURL=/russian-solitaire/assets/index-abc.js.map');
  });

  it('leaves every export in the global under its name, whatever the names', () => {
    let cases = 0;
    const name = fc.stringMatching(/^[a-zA-Z_$][a-zA-Z0-9_$]{0,3}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 12 }), (names) => {
        cases++;
        const locals = names.map((_, i) => `l${i}`);
        const code = `const ${locals.map((l, i) => `${l}=${i}`).join(',')};export{${names.map((n, i) => `${locals[i]} as ${n}`).join(',')}};`;
        const out = inlineEntry({ ...input('./', code, names), files: [] });
        run(inlineCode(out.html));
        expect((globalThis as Record<string, unknown>)[ENTRY_GLOBAL]).toEqual(
          Object.fromEntries(names.map((n, i) => [n, i])),
        );
        for (const n of names) expect(out.standIn).toContain(` as ${n}`);
      }),
    );
    expect(cases).toBe(100);
  });

  it('refuses what it cannot put inline, with a typed error', () => {
    expect(() => inlineEntry(input('./', CODE, ['x']))).toThrow(InlineError);
    expect(() => inlineEntry({ ...input('./'), html: '<html></html>' })).toThrow(InlineError);
    expect(() => inlineEntry(input('./', 'const s="</script>";export{s as x};', ['x']))).toThrow(InlineError);
    expect(() =>
      inlineEntry({ ...input('./'), css: { fileName: 'assets/index-abc.css', source: '</style>' } }),
    ).toThrow(InlineError);
  });
});
