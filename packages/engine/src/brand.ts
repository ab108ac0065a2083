/**
 * Brands: how the engine knows its own objects whichever build made them.
 *
 * The engine ships an ES module build and a CommonJS build, and an application can load both (an
 * ES module app with a CommonJS dependency) or two copies. Each build has its own classes, so the
 * prototype chain that `instanceof` follows tells their objects apart. Positions, games and the
 * error `unwrap` throws carry a brand instead, a registered symbol (`Symbol.for`) that every build
 * shares, and their classes answer `instanceof` by it.
 * @module
 */

/** A class, as this module sees it: a function with a prototype (its constructor may be private). */
export type BrandedClass = { readonly prototype: object };

/** Whether a value carries a brand (a registered symbol set to `true` on it or its prototype); never throws. */
export function hasBrand(value: unknown, brand: symbol): boolean {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  try {
    return (value as Record<symbol, unknown>)[brand] === true;
  } catch {
    return false; // a Proxy that throws is not one of ours
  }
}

/**
 * Sets a brand on an object (not enumerable, not writable): a constructor sets it on the object it
 * makes, so that no statement outside the class keeps the class in a bundle that does not use it;
 * positions, made by the million in a search, carry theirs on their prototype.
 */
export function setBrand(target: object, brand: symbol): void {
  Object.defineProperty(target, brand, { value: true });
}

/**
 * `instanceof` for a branded class: for the class itself, whether the value carries the brand (so
 * that objects of every build pass); for a subclass, the ordinary check of the prototype chain.
 */
export function isBrandedInstance(self: BrandedClass, branded: BrandedClass, brand: symbol, value: unknown): boolean {
  if (self === branded) return hasBrand(value, brand);
  try {
    return Object.prototype.isPrototypeOf.call(self.prototype, value as object);
  } catch {
    return false; // a Proxy whose prototype cannot be read
  }
}
