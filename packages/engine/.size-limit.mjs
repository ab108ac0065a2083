// Size limits of what a browser game bundles from the engine (minified with esbuild, gzipped),
// checked by `pnpm lint`. English is built into the main entry (every refusal carries its English
// message, so a game that imports only `Game` has it too); each other language is paid only
// when its module is imported, so each is measured as a game that shows refusals in it.
const main = 'dist/index.js';
const withMessages = (language) => ({
  [main]: '{ Game, refusalMessage }',
  [`dist/messages/${language}.js`]: `{ ${language} }`,
});

/** esbuild notes that the language entries import a chunk for its order only; in node_modules it keeps quiet. */
const quiet = (config) => ({ ...config, logOverride: { 'ignored-bare-import': 'silent' } });

export default [
  { name: 'Game', path: main, import: '{ Game }', limit: '10.1 kB' },
  { name: 'Game + English messages', path: main, import: '{ Game, refusalMessage }', limit: '10.3 kB' },
  ...['ru', 'uk', 'tr'].map((language) => ({
    name: `Game + English + ${language} messages`,
    import: withMessages(language),
    limit: language === 'tr' ? '11.05 kB' : '11.5 kB',
  })),
  {
    name: 'Game + all four languages',
    import: { [main]: '{ Game, refusalMessage }', 'dist/messages/index.js': '{ MESSAGES }' },
    limit: '13 kB',
  },
  { name: 'the whole main entry', path: main, import: '*', limit: '16.45 kB' },
].map((check) => ({ ...check, gzip: true, modifyEsbuildConfig: quiet }));
