/**
 * The helper that makes SVG elements for the review panel's drawings (the chart, the small table).
 * @module
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Makes an SVG element with attributes and, if given, its text. */
export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string | number>> = {},
  text?: string,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}
