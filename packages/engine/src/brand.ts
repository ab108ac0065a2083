/**
 * Brands: how the engine knows its own objects, whichever build made them, and only them.
 *
 * The engine ships an ES module build and a CommonJS build, and an application can load both (an
 * ES module app with a CommonJS dependency) or two copies. Each build has its own classes, so the
 * prototype chain that `instanceof` follows tells their objects apart. Each branded class (positions,
 * games, the error `unwrap` throws) therefore knows its own instances by a private member
 * (`#member in value`), which only its constructor gives: a Proxy of an instance, an object that
 * inherits from one or copies its fields has none, whatever symbols or fields it carries. A build
 * registers that check, when it makes its first instance, in a list that every build shares (kept
 * on the global object under a registered symbol, `Symbol.for`), and a value is one of the
 * engine's objects when the check of one of the builds says so. Forging one would take code that
 * changes that list, not data.
 * @module
 */

/** A class, as this module sees it: a function with a prototype (its constructor may be private). */
export type BrandedClass = { readonly prototype: object };

/** Whether a value is an instance made by one build's class (its private member is there); never throws. */
type OwnCheck = (value: object) => boolean;

/** The checks of every build for a brand, kept on the global object under the brand. */
function checksOf(brand: symbol): OwnCheck[] {
  const found: unknown = Object.getOwnPropertyDescriptor(globalThis, brand)?.value;
  if (Array.isArray(found)) return found as OwnCheck[];
  const checks: OwnCheck[] = [];
  try {
    Object.defineProperty(globalThis, brand, { value: checks });
  } catch {
    // A global object that takes no new property (frozen): this build knows its own objects only.
  }
  return checks;
}

/** A brand: the check of the instances of every build, and how a build registers its own. */
export interface Brand {
  /** Registers this build's check of its own instances (once; later calls do nothing). */
  readonly register: (own: OwnCheck) => void;
  /** Whether a value is an instance of the class made by any build that registered; never throws. */
  readonly has: (value: unknown) => boolean;
}

/** The brand named by `key` (the registered symbol `Symbol.for(key)`, shared by every build). */
export function brand(key: string): Brand {
  let checks: OwnCheck[] | null = null;
  const shared = (): OwnCheck[] => (checks ??= checksOf(Symbol.for(key)));
  let registered = false;
  return {
    register(own) {
      if (registered) return;
      registered = true;
      shared().push(own);
    },
    has(value) {
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
      for (const own of shared()) if (own(value)) return true;
      return false;
    },
  };
}

/**
 * `instanceof` for a branded class: for the class itself, whether the value carries the brand (so
 * that objects of every build pass); for a subclass, the ordinary check of the prototype chain.
 */
export function isBrandedInstance(self: BrandedClass, branded: BrandedClass, of: Brand, value: unknown): boolean {
  if (self === branded) return of.has(value);
  try {
    return Object.prototype.isPrototypeOf.call(self.prototype, value as object);
  } catch {
    return false; // a Proxy whose prototype cannot be read
  }
}
