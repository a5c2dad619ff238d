// The import aliases, one per layer (issue 40), read from tsconfig.json's `paths`, their one source: webpack
// (resolve.alias), jest (moduleNameMapper) and the lint boundaries (scripts/eslint/boundaries.mjs) take them here.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const { paths } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')).compilerOptions;

/** `@core` → the absolute path of src/core, for each `"@core/*": ["./src/core/*"]`. */
const aliases = Object.fromEntries(
  Object.entries(paths).map(([key, [target]]) => [key.replace(/\/\*$/, ''), path.join(ROOT, target.replace(/\/\*$/, ''))]),
);

/** A module specifier through an alias as a path under `root` (no extension), or null when it uses none. */
function resolveAlias(specifier, root = ROOT) {
  const [head, ...rest] = specifier.split('/');
  return Object.hasOwn(aliases, head) ? path.join(root, path.relative(ROOT, aliases[head]), ...rest) : null;
}

module.exports = { aliases, resolveAlias };
