/**
 * An element of the page once the parser has put it there. The page's start runs as soon as its
 * script has arrived (an async module script, `inline-entry.ts`), while the rest of the page (the
 * style sheet, the body) still arrives; it waits here for the element it draws in, without waiting
 * for the end of the parse (`DOMContentLoaded` waits for the deferred scripts too).
 * @module
 */

/** The element with this id, at once if the parser has put it on the page, else as soon as it does. */
export function parsedElement(id: string): Promise<HTMLElement> {
  const now = document.getElementById(id);
  if (now !== null) return Promise.resolve(now);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const found = document.getElementById(id);
      if (found === null) return;
      observer.disconnect();
      resolve(found);
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
