#!/usr/bin/env node
// The installed `russian-solitaire` command: it runs the built entry point, dist/bin.js. It is a
// file of its own, present before the package is built, so that a package manager can link the
// command when it installs a fresh clone of the repository (then `npx russian-solitaire` works
// from the root once the packages are built).
try {
  await import('../dist/bin.js');
} catch (error) {
  // The message names the path with the platform's separator (`dist\bin.js` on Windows).
  const missing = error?.code === 'ERR_MODULE_NOT_FOUND' && /dist[\\/]bin\.js/.test(String(error.message));
  if (!missing) throw error;
  process.stderr.write('russian-solitaire: the command is not built yet: run `npm start` (or `pnpm build`) first\n');
  process.exitCode = 1;
}
