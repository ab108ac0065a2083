/**
 * The build step that carries the page's start inside the page (`vite.config.ts`): the entry
 * chunk's code goes into an inline module script of `index.html`, and its style sheet into a
 * `<style>` element, so that a first visit gets what draws the first cards with the page itself,
 * without a second round trip. The script is an async module script: it runs as soon as it has
 * arrived, while the rest of the page (the style sheet after it, the body) still arrives, rather
 * than once the whole page is parsed (`main.ts` waits for the element it draws in). The chunks
 * loaded later (the rest of the app, a language) import what they share with the start from the
 * entry chunk's file: that file becomes a small module that hands on the values the inline script
 * left in a global ({@link ENTRY_GLOBAL}), read once, when the later chunk loads, after the start
 * has run.
 * @module
 */

/** The global the inline start leaves its exports in, for the entry chunk's stand-in module. */
export const ENTRY_GLOBAL = '__russianSolitaireStart';

/** The build's entry chunk and what the page refers to. */
export interface InlineInput {
  /** The page as the build wrote it. */
  readonly html: string;
  /** The entry chunk's file name (`assets/index-….js`), code and export names. */
  readonly entry: { readonly fileName: string; readonly code: string; readonly exports: readonly string[] };
  /** The entry's style sheet (file name and text), if it has one. */
  readonly css: { readonly fileName: string; readonly source: string } | null;
  /** The build's base (`./`, or an absolute path such as `/russian-solitaire/`). */
  readonly base: string;
  /** The file names of the whole build, to which the entry's code may refer. */
  readonly files: readonly string[];
}

/** The page with the start inside it, and the module that stands in for the entry chunk's file. */
export interface InlineOutput {
  readonly html: string;
  readonly standIn: string;
}

/** Why the entry could not be put inline. */
export class InlineError extends Error {
  override readonly name = 'InlineError';
}

const EXPORTS = /\bexport\s*\{([^}]*)\}\s*;?\s*$/;
const SOURCE_MAP = /\n?\/\/# sourceMappingURL=([^\s]+)\s*$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The directory part of a file name, with its slash (`assets/`), or `''`. */
function dirOf(fileName: string): string {
  return fileName.slice(0, fileName.lastIndexOf('/') + 1);
}

/** The address of a build file as the page refers to it. */
function addressOf(base: string, fileName: string): string {
  return (base === '' ? './' : base) + fileName;
}

/** Puts the entry chunk and its style sheet inline (see the module comment). */
export function inlineEntry(input: InlineInput): InlineOutput {
  const { entry, base, css } = input;
  let code = entry.code;
  const map = SOURCE_MAP.exec(code);
  code = code.slice(0, map === null ? code.length : map.index);
  // The exports: left in a global at the end of the start's evaluation.
  const found = EXPORTS.exec(code);
  const pairs: [string, string][] = [];
  if (found !== null) {
    code = code.slice(0, found.index);
    for (const item of found[1]!.split(',')) {
      const names = item.trim().split(/\s+as\s+/);
      if (names[0] === '') continue;
      pairs.push([names[0]!, names[1] ?? names[0]!]);
    }
  }
  const exported = pairs.map(([, name]) => name).sort();
  if (exported.join() !== [...entry.exports].sort().join())
    throw new InlineError(
      `the entry chunk's export statement (${exported.join()}) is not its exports (${entry.exports.join()})`,
    );
  code += `;globalThis[${JSON.stringify(ENTRY_GLOBAL)}]={${pairs.map(([local, name]) => `${JSON.stringify(name)}:${local}`).join(',')}};`;
  // Relative references to the build's other files: from the page, not from the chunk's folder.
  const dir = dirOf(entry.fileName);
  for (const file of input.files) {
    if (dirOf(file) !== dir || file === entry.fileName) continue;
    const name = file.slice(dir.length);
    code = code.replace(
      new RegExp(`(["'\`])\\./${escapeRegExp(name)}\\1`, 'g'),
      (_, q: string) => `${q}${addressOf(base, file)}${q}`,
    );
  }
  if (map !== null) code += `\n//# sourceMappingURL=${addressOf(base, dir + map[1]!)}`;
  if (/<\/script|<!--/i.test(code))
    throw new InlineError('the entry chunk holds "</script" or "<!--", which cannot be inline');

  let html = input.html;
  const script = new RegExp(
    `<script type="module"[^>]*\\ssrc="${escapeRegExp(addressOf(base, entry.fileName))}"[^>]*></script>`,
  );
  if (!script.test(html)) throw new InlineError(`the page has no script element for ${entry.fileName}`);
  html = html.replace(script, () => `<script type="module" async>${code}</script>`);
  if (css !== null) {
    const link = new RegExp(
      `<link rel="stylesheet"[^>]*\\shref="${escapeRegExp(addressOf(base, css.fileName))}"[^>]*>`,
    );
    if (!link.test(html)) throw new InlineError(`the page has no link element for ${css.fileName}`);
    if (/<\/style/i.test(css.source)) throw new InlineError('the style sheet holds "</style", which cannot be inline');
    html = html.replace(link, () => `<style>${css.source}</style>`);
  }
  const locals = pairs.map((_, i) => `e${i}`);
  const standIn =
    pairs.length === 0
      ? 'export{};\n'
      : `const m=globalThis[${JSON.stringify(ENTRY_GLOBAL)}];const ${pairs.map(([, name], i) => `${locals[i]}=m[${JSON.stringify(name)}]`).join(',')};export{${pairs.map(([, name], i) => `${locals[i]} as ${name}`).join(',')}};\n`;
  return { html, standIn };
}
