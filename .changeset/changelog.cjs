// The changelog lines of a release, for the users of the packages: each changeset's text as its
// author wrote it (no commit hashes, no links, nothing looked up on the network), and one line
// naming the versions of the toolkit's own packages that a release now depends on.
// `changeset version` calls these two functions (see config.json, "changelog").
'use strict';

/** A changeset's summary as a list item: first line after the dash, the rest indented under it. */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.trim().split('\n');
  return [`- ${first}`, ...rest.map((line) => (line.trim() === '' ? '' : `  ${line}`))].join('\n');
}

/** One line for the packages of the toolkit this one depends on, at their new versions. */
async function getDependencyReleaseLine(changesets, dependenciesUpdated) {
  if (dependenciesUpdated.length === 0) return '';
  const names = dependenciesUpdated.map((d) => `\`${d.name}\` ${d.newVersion}`);
  return `- Depends on ${names.join(', ')}.`;
}

module.exports = { getReleaseLine, getDependencyReleaseLine };
