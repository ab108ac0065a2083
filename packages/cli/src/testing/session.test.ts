import { describe, expect, it } from 'vitest';
import { outputMatches, shownSessions } from './session.js';

describe('shown sessions', () => {
  it('reads the commands of sh blocks with $ lines, and skips lists of commands', () => {
    const text = ['```sh', 'plain command', '```', '', '```sh', '$ a', 'x', 'y', '$ b', '```'].join('\n');
    expect(shownSessions('f.md', text)).toEqual([
      {
        file: 'f.md',
        line: 6,
        commands: [
          { command: 'a', expected: ['x', 'y'] },
          { command: 'b', expected: [] },
        ],
      },
    ]);
  });

  it('compares line by line: … stands for lines or for text in a line; timings are masked', () => {
    expect(outputMatches(['a', '…', 'd'], ['a', 'b', 'c', 'd'])).toBe(true);
    expect(outputMatches(['a', '…', 'd'], ['a', 'd'])).toBe(true);
    expect(outputMatches(['a', '…'], ['a', 'b', ''])).toBe(true);
    expect(outputMatches(['x … z'], ['x anything z'])).toBe(true);
    expect(outputMatches(['(92 nodes, 60 ms)'], ['(92 nodes, 3 ms)'])).toBe(true);
    expect(outputMatches(['{"ms":37,"n":1}'], ['{"ms":4,"n":1}'])).toBe(true);
    expect(outputMatches(['Time: 0:00'], ['Time: 1:07'])).toBe(true);
    expect(outputMatches(['solver time 1.0 s, in all 968 ms'], ['solver time 768 ms, in all 2 min 05 s'])).toBe(true);
    // and anything else must be equal
    expect(outputMatches(['(92 nodes, 60 ms)'], ['(93 nodes, 60 ms)'])).toBe(false);
    expect(outputMatches(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(outputMatches(['a', '…', 'd'], ['a', 'b'])).toBe(false);
    expect(outputMatches(['x … z'], ['x anything', 'z'])).toBe(false);
    expect(outputMatches(['a.b'], ['axb'])).toBe(false);
  });
});
