// Vite and the other commands of the example apps, run in an app's folder.
import { spawn } from 'node:child_process';
import { freePort } from '../../apps/web/scripts/harness.mjs';
import { STEP_MS } from './page.mjs';

/**
 * Runs a command that must succeed; with `silent`, it must print nothing either (a warning fails
 * it). Resolves when it has, so that commands can run side by side.
 */
export function run(command, args, cwd, { silent = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (status) => {
      output = output.trim();
      if (status !== 0 || (silent && output !== ''))
        reject(new Error(`${command} ${args.join(' ')} (exit ${status}):\n${output}`));
      else resolve();
    });
  });
}

/**
 * Runs `vite …args` (the dev server, or `preview`) in `cwd` on a free port of 127.0.0.1; resolves
 * once the page answers, with its URL, what the server printed so far, and how to stop it.
 */
export async function serve(viteBin, cwd, args) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [viteBin, ...args, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + STEP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite ${args.join(' ')} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(url)).ok) return { url, stop, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`vite ${args.join(' ')} did not answer on ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
