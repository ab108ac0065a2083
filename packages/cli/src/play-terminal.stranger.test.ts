import { LANGUAGES, type Language } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { MAX_COMMAND_BYTES } from './line-editor.js';
import { cli } from './testing/cli.js';
import { HAS_UTIL_LINUX_SCRIPT } from './testing/platform.js';
import { startOnPty } from './testing/pty.js';
import { ESCAPE_TIMEOUT_MS } from './terminal-keys.js';
import { say } from './texts.js';

const LEFT = '\u001b[D';
const RIGHT = '\u001b[C';
const UP = '\u001b[A';
const DOWN = '\u001b[B';
const HOME = '\u001b[H';
const END = '\u001b[F';
const DELETE = '\u001b[3~';
const BACKSPACE = '\u007f';
const CTRL_A = '\u0001';
const CTRL_E = '\u0005';
const CTRL_U = '\u0015';
const CTRL_W = '\u0017';
const CTRL_D = '\u0004';
const ENTER = '\r';
const TAB = '\t';

const CODE = 'RU1-C-AAAAABB';

/** What `play` says to a command in a language, read from a piped game (the message under the board). */
function answerTo(command: string, language: Language): string {
  const r = cli(['play', CODE, '--any-deal', '--lang', language], { input: `${command}\n` });
  const lines = r.stdout.split('\n');
  const echoed = lines.indexOf(`> ${command}`);
  const message = lines.slice(echoed + 1).find((_, i, rest) => rest[i + 1]?.startsWith('> '));
  if (echoed < 0 || message === undefined) throw new Error(`no answer to ${command} in:\n${r.stdout}`);
  return message;
}

// The pseudo-terminal is util-linux's `script`: Windows has none, and macOS's BSD `script` takes other options.
const onTerminal = describe.skipIf(!HAS_UTIL_LINUX_SCRIPT);

onTerminal('play on a terminal edits its line as a readline prompt does (a pseudo-terminal through script)', () => {
  for (const language of LANGUAGES) {
    it(`reads what the line shows after every editing key, in ${language}`, async () => {
      const refusal = answerTo('AH F', language);
      // What a prompt that appends instead of inserting would read, and a line edited wrongly.
      const wrong = [answerTo('AF H', language), answerTo('zzhelp', language)];
      expect(wrong).not.toContain(refusal);
      const help = say(language, 'help').split('\n')[0]!;
      const pty = startOnPty(['play', CODE, '--any-deal', '--lang', language]);
      await pty.waitFor('> ');
      const enter = async (...keys: string[]) => {
        for (const k of keys) await pty.type(k);
        await pty.type(ENTER);
      };

      // Insertion in the middle of the line: AF, Left, "H ", Enter reads "AH F".
      await enter('AF', LEFT, 'H ');
      await pty.waitFor('> AH F');
      await pty.waitFor(refusal);
      // Home and Delete; Ctrl-A, Ctrl-E; Backspace; Right; End.
      await enter('xhelp', HOME, DELETE);
      await pty.waitFor(help);
      await enter('hel', CTRL_A, 'zz', CTRL_E, 'p', CTRL_A, DELETE, DELETE);
      await pty.waitFor(help);
      await enter('helpx', BACKSPACE);
      await pty.waitFor(help);
      await enter('hep', LEFT, 'l', LEFT, LEFT, RIGHT, END);
      await pty.waitFor(help);
      // Ctrl-U removes up to the start, Ctrl-W the word before the cursor.
      await enter('junk', CTRL_U, 'help');
      await pty.waitFor(help);
      await enter('help more words', CTRL_W, CTRL_W, BACKSPACE);
      await pty.waitFor(help);
      // History: Up, Up goes back two lines, Down forward one; the line recalled is read.
      await enter('AH F');
      await pty.waitFor(refusal);
      await enter('help');
      await pty.waitFor(help);
      await enter(UP, UP, UP, DOWN);
      await pty.waitFor(refusal);
      // Tab completes a command word.
      await enter('hel', TAB);
      await pty.waitFor(help);
      // A line longer than the limit is discarded with a message.
      await enter('x'.repeat(MAX_COMMAND_BYTES + 100));
      await pty.waitFor(say(language, 'lineTooLong', { max: MAX_COMMAND_BYTES }));
      await pty.type(CTRL_D);
      const { status, screen } = await pty.exit();
      expect(screen).toContain(`${say(language, 'bye')} ${CODE}`);
      for (const answer of wrong) expect(screen).not.toContain(answer);
      expect(status).toBe(0);
    });
  }

  it('reads the Esc key pressed alone as nothing: the key typed after it is read as typed', async () => {
    const help = say('en', 'help').split('\n')[0]!;
    const pty = startOnPty(['play', CODE, '--any-deal']);
    await pty.waitFor('Type help for the commands.');
    await pty.waitFor('> ');
    await pty.type('\u001b');
    // Longer than a terminal ever takes between the bytes of one key's sequence.
    await new Promise((resolve) => setTimeout(resolve, ESCAPE_TIMEOUT_MS + 300));
    await pty.type('help');
    await pty.type(ENTER);
    await pty.type(CTRL_D);
    const { status, screen } = await pty.exit();
    expect(screen).not.toContain('unknown command');
    expect(screen).toContain(help);
    expect(status).toBe(0);
  });

  it('ends with the summary on Ctrl-C (exit 130)', async () => {
    const pty = startOnPty(['play', CODE, '--any-deal']);
    await pty.waitFor('Type help for the commands.');
    await pty.waitFor('> ');
    await pty.type('elp');
    await pty.type('\u0003');
    const { status, screen } = await pty.exit();
    expect(screen).toMatch(/Bye\. RU1-C-AAAAABB {2}Score: 0 {2}Moves: 0 {2}Time: \d+:\d\d/);
    expect(status).toBe(130);
  });
});
