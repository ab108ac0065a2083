// Size limits of what a browser game bundles from the engine, gzipped, checked by `pnpm lint`: each
// bundled by esbuild and by Rollup as Vite builds an app (scripts/size-limit-rollup), so that the
// engine tree-shakes under both. English is built into the main entry (every refusal carries its
// English message, so a game that imports only `Game` has it too); each other language is paid
// only when its module is imported, so each is measured as a game that shows refusals in it.
import { bothBundlers } from 'size-limit-rollup';

const main = 'dist/index.js';
const withMessages = (language) => ({
  [main]: '{ Game, errorMessage }',
  [`dist/messages/${language}.js`]: `{ ${language} }`,
});

export default bothBundlers(
  [
    // An app's own texts in its languages, without the engine's game: the engine tree-shakes (under
    // esbuild it did not, and this was 7.5 kB).
    { name: 'defineTexts alone', path: main, import: '{ defineTexts }', limit: '1.3 kB' },
    { name: 'Game', path: main, import: '{ Game }', limit: '10.1 kB' },
    { name: 'Game + English messages', path: main, import: '{ Game, errorMessage }', limit: '10.3 kB' },
    ...['ru', 'uk', 'tr'].map((language) => ({
      name: `Game + English + ${language} messages`,
      import: withMessages(language),
      limit: language === 'tr' ? '12.3 kB' : '13.9 kB',
    })),
    {
      name: 'Game + all four languages',
      import: { [main]: '{ Game, errorMessage }', 'dist/messages/index.js': '{ MESSAGES }' },
      limit: '24.35 kB',
    },
    // 20.69 kB since saves name the game code gameCode and version 1 saves (code) still resume.
    { name: 'the whole main entry', path: main, import: '*', limit: '20.75 kB' },
  ].map((check) => ({ ...check, gzip: true })),
);
