import { describe, expect, it } from 'vitest';
import { SOUNDS } from './sound.js';
import { TONES, WebAudioSounds } from './sound-player.js';

/** A stand-in for an AudioContext that notes the oscillators started. */
function fakeContext(): { context: AudioContext; started: { hz: number; at: number; until: number }[] } {
  const started: { hz: number; at: number; until: number }[] = [];
  const param = () => ({ value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });
  const context = {
    state: 'running',
    currentTime: 10,
    destination: {},
    resume: () => Promise.resolve(),
    createGain: () => ({ gain: param(), connect: (to: unknown) => to }),
    createOscillator: () => {
      const osc = {
        type: 'sine',
        frequency: param(),
        at: 0,
        connect: (to: unknown) => to,
        start: (at: number) => (osc.at = at),
        stop: (until: number) => started.push({ hz: osc.frequency.value, at: osc.at, until }),
      };
      return osc;
    },
  };
  return { context: context as unknown as AudioContext, started };
}

describe('sound effects', () => {
  it('are short tones, none longer than half a second, all quiet', () => {
    for (const name of SOUNDS) {
      expect(TONES[name].length, name).toBeGreaterThan(0);
      for (const tone of TONES[name]) {
        expect(tone.at + tone.for, name).toBeLessThanOrEqual(0.75);
        expect(tone.gain, name).toBeLessThanOrEqual(0.2);
      }
    }
  });

  it('play their tones from the current time, on one context made at the first sound', () => {
    const { context, started } = fakeContext();
    let made = 0;
    const sounds = new WebAudioSounds(() => {
      made++;
      return context;
    });
    expect(made).toBe(0);
    sounds.play('home');
    sounds.play('win');
    expect(made).toBe(1);
    expect(started.map((s) => s.hz)).toEqual([...TONES.home, ...TONES.win].map((t) => t.hz));
    for (const s of started) expect(s.at).toBeGreaterThanOrEqual(10);
  });

  it('stay silent where the browser has no Web Audio', () => {
    const sounds = new WebAudioSounds(() => null);
    expect(() => sounds.play('place')).not.toThrow();
  });
});
