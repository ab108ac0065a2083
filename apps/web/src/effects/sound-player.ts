/**
 * The tones of the sound effects and their player: Web Audio oscillators, no sound files. A chunk
 * of its own, loaded at the first sound (see `sound.ts`); the audio context starts then, after the
 * player's input.
 * @module
 */
import type { SoundName, SoundPlayer } from './sound.js';

/** One tone of a sound: its pitch (Hz), when it starts and how long it lasts (s), its wave and loudness. */
export interface Tone {
  readonly hz: number;
  readonly at: number;
  readonly for: number;
  readonly wave: OscillatorType;
  readonly gain: number;
}

/** The tones of each sound: a few hundred milliseconds at most, quiet. */
export const TONES: Readonly<Record<SoundName, readonly Tone[]>> = {
  place: [{ hz: 660, at: 0, for: 0.05, wave: 'triangle', gain: 0.12 }],
  home: [
    { hz: 784, at: 0, for: 0.07, wave: 'sine', gain: 0.14 },
    { hz: 1175, at: 0.06, for: 0.1, wave: 'sine', gain: 0.12 },
  ],
  refuse: [{ hz: 140, at: 0, for: 0.16, wave: 'square', gain: 0.05 }],
  win: [
    { hz: 523, at: 0, for: 0.14, wave: 'triangle', gain: 0.14 },
    { hz: 659, at: 0.12, for: 0.14, wave: 'triangle', gain: 0.14 },
    { hz: 784, at: 0.24, for: 0.14, wave: 'triangle', gain: 0.14 },
    { hz: 1047, at: 0.36, for: 0.35, wave: 'triangle', gain: 0.16 },
  ],
};

/** Sounds through Web Audio; silent where the browser has none. */
export class WebAudioSounds implements SoundPlayer {
  private context: AudioContext | null = null;

  constructor(private readonly makeContext: () => AudioContext | null = defaultContext) {}

  play(sound: SoundName): void {
    this.context ??= this.makeContext();
    const ctx = this.context;
    if (ctx === null) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime;
    for (const tone of TONES[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone.wave;
      osc.frequency.value = tone.hz;
      // A quick rise and an exponential fall, so that no tone clicks.
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(tone.gain, start + tone.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.for);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + tone.at);
      osc.stop(start + tone.at + tone.for + 0.02);
    }
  }
}

function defaultContext(): AudioContext | null {
  const Context = typeof AudioContext === 'undefined' ? null : AudioContext;
  try {
    return Context === null ? null : new Context();
  } catch {
    return null;
  }
}
