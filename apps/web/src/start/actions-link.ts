/**
 * The chrome's actions while the rest of the app loads: the page draws its header and table before
 * the player's actions (`actions.ts`), the effects and the inputs have arrived (`main.ts`), and a
 * button pressed meanwhile is kept, then done in order once the app connects its actions; from then
 * on every call goes straight to them. Nothing is half done: a kept press does nothing at all until
 * the app can do all of it.
 * @module
 */
import { CHROME_ACTIONS, type ChromeActions } from '../page/chrome.js';

/** One call kept until the actions are connected. */
interface KeptCall {
  readonly name: (typeof CHROME_ACTIONS)[number];
  readonly args: readonly unknown[];
}

/** The chrome's actions, kept until the app's are connected, then forwarded to them. */
export class ActionsLink {
  /** The actions to give the chrome. */
  readonly actions: ChromeActions;
  private target: ChromeActions | null = null;
  private readonly kept: KeptCall[] = [];

  constructor() {
    const forward =
      (name: KeptCall['name']) =>
      (...args: unknown[]): unknown => {
        if (this.target === null) {
          this.kept.push({ name, args });
          // A kept call has not happened yet: `playCode` answers that the code was not played.
          return undefined;
        }
        return (this.target[name] as (...a: unknown[]) => unknown)(...args);
      };
    this.actions = Object.fromEntries(CHROME_ACTIONS.map((name) => [name, forward(name)])) as unknown as ChromeActions;
  }

  /** How many calls are kept, waiting for the app's actions. */
  get waiting(): number {
    return this.kept.length;
  }

  /** Connects the app's actions: the kept calls are done, in order, and later calls go straight to them. */
  connect(target: ChromeActions): void {
    this.target = target;
    for (const { name, args } of this.kept.splice(0)) (target[name] as (...a: unknown[]) => unknown)(...args);
  }
}
