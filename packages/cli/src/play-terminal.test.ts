import { describe, expect, it } from 'vitest';
import { startOnPty } from './testing/pty.js';

const LEFT = '\u001b[D';
const UP = '\u001b[A';

describe('play on a terminal (a pseudo-terminal through script)', () => {
  it('edits the line with the arrow keys, recalls it from history, and ends with the summary on Ctrl-C', async () => {
    const pty = startOnPty(['play', 'RU1-C-AAAAABB', '--any-deal']);
    await pty.waitFor('Type help for the commands.');
    await pty.waitFor('> ');
    // "elp", three times Left, then "h": the line is "help", not "elp\u001b[D…h".
    await pty.type('elp');
    for (let i = 0; i < 3; i++) await pty.type(LEFT);
    await pty.type('h');
    await pty.type('\r');
    await pty.waitFor('All commands: russian-solitaire help play');
    await pty.waitFor('> ');
    // Up recalls the last line.
    await pty.type(UP);
    await pty.type('\r');
    await pty.waitFor('All commands: russian-solitaire help play');
    await pty.waitFor('> ');
    await pty.type('\u0003');
    const { status, screen } = await pty.exit();
    expect(screen).not.toContain('unknown command');
    expect(screen).toMatch(/Bye\. RU1-C-AAAAABB {2}Score: 0 {2}Moves: 0 {2}Time: \d+:\d\d/);
    expect(status).toBe(130);
  }, 60_000);

  it('completes command words and card names with Tab', async () => {
    const pty = startOnPty(['play', 'RU1-C-AAAAABB', '--any-deal']);
    await pty.waitFor('Type help for the commands.');
    await pty.waitFor('> ');
    await pty.type('hel');
    await pty.type('\t');
    await pty.type('\r');
    await pty.waitFor('All commands: russian-solitaire help play');
    await pty.waitFor('> ');
    await pty.type('\u0004');
    const { status, screen } = await pty.exit();
    expect(screen).toContain('Bye. RU1-C-AAAAABB');
    expect(status).toBe(0);
  }, 60_000);
});
