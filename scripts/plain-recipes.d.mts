/** The plain recipes, relative to examples/. */
export const PLAIN_RECIPES: readonly string[];
/** What the README beside a recipe (a path under `examplesDir`) says it prints, without the last newline. */
export function shownOutput(examplesDir: string, recipe: string): string;
