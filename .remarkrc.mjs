// remark, for the link check of `pnpm lint`: every link between the repository's Markdown files
// leads to a file that is there and, with a #fragment, to a heading that file has. It only reads:
// Prettier formats the Markdown.
import validateLinks from 'remark-validate-links';

export default { plugins: [[validateLinks, { repository: 'russian-solitaire/toolkit' }]] };
