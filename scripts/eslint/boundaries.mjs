// The project's layer boundaries as one ESLint rule, `local/boundaries`. no-restricted-imports matches
// the import string, and a relative string says nothing about where it lands ('../x' from a screen's
// views/ is its own folder, from its root another screen's): this rule resolves every relative or aliased
// import (import, export … from, import(), require; `@core/…`, the aliases of tsconfig.json's paths) against
// the importing file and compares the two places.
//
//   src/<area>/<screen>/…    a screen folder: its own folder, its area's shared/, core, ui, shell, test
//   src/<area>/shared/…      an area's shared pieces: never a screen folder, never another area
//   src/core, src/ui         never an area (src/images|sales|adconfig); core never ui or shell (its tests may render ui)
//   a screen's own files     import each other by `./`, `../`; what is outside the folder, by its alias
//   fixtures/server/routes/<route>.ts   never another route file: what two routes share is in routes/shared/
import path from 'node:path';
import aliasModule from '../lib/aliases.cjs';

const { resolveAlias } = aliasModule;

const AREAS = new Set(['images', 'sales', 'adconfig']);

/** Where a repository file is, as far as the boundaries care; null: nowhere they watch. */
export function placeOf(file, root) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'src' && AREAS.has(parts[1]) && parts.length > 3) {
    return parts[2] === 'shared' ? { kind: 'shared', area: parts[1] } : { kind: 'screen', area: parts[1], screen: parts[2] };
  }
  if (parts[0] === 'src' && AREAS.has(parts[1])) return { kind: 'area', area: parts[1] };
  if (parts[0] === 'src' && (parts[1] === 'core' || parts[1] === 'ui' || parts[1] === 'shell')) return { kind: 'layer', layer: parts[1], test: /\.test\.tsx?$/.test(file) };
  if (parts.slice(0, 3).join('/') === 'fixtures/server/routes' && parts.length > 3) {
    return parts.length === 4 ? { kind: 'route', route: parts[3].replace(/\.tsx?$/, '') } : { kind: 'route-helper', folder: parts[3] };
  }
  return null;
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to) {
  if (!from || !to) return null;
  const areaOf = (p) => (p.kind === 'screen' || p.kind === 'shared' || p.kind === 'area' ? p.area : null);
  switch (from.kind) {
    case 'screen':
      if (to.kind === 'screen' && (to.area !== from.area || to.screen !== from.screen)) {
        return `a screen folder imports another screen's folder (src/${to.area}/${to.screen}): move what both need to src/${from.area}/shared, src/ui or src/core`;
      }
      if (areaOf(to) !== null && areaOf(to) !== from.area) return `a screen of src/${from.area} imports another area (src/${areaOf(to)}): move what both need to src/ui or src/core`;
      return null;
    case 'shared':
      if (to.kind === 'screen') return `src/${from.area}/shared imports a screen's folder (src/${to.area}/${to.screen}): shared pieces know no screen`;
      if (areaOf(to) !== null && areaOf(to) !== from.area) return `src/${from.area}/shared imports another area (src/${areaOf(to)})`;
      return null;
    case 'layer':
      if (areaOf(to) !== null) return `src/${from.layer} imports an area (src/${areaOf(to)}): core and ui know no screen`;
      if (from.layer === 'core' && !from.test && to.kind === 'layer' && to.layer !== 'core') return `src/core imports src/${to.layer}: core is the framework under the components`;
      return null;
    case 'route':
      if (to.kind === 'route' && to.route !== from.route) {
        return `a fixture route imports another route (routes/${to.route}.ts): what two routes share belongs in fixtures/server/routes/shared/`;
      }
      return null;
    case 'route-helper':
      if (to.kind === 'route') return `a shared fixture module imports a route (routes/${to.route}.ts): routes import shared modules, not the other way`;
      return null;
    default:
      return null;
  }
}

/** A relative import out of a screen's folder or a layer into another: said by its alias (`@core/…`), not by climbing. */
function leavesByClimbing(from, to) {
  if (!to) return null;
  const unit = (p) => (p.kind === 'screen' ? `src/${p.area}/${p.screen}` : p.kind === 'shared' ? `src/${p.area}/shared` : p.kind === 'layer' ? `src/${p.layer}` : null);
  const [a, b] = [unit(from), unit(to)];
  return a && b && a !== b ? `an import from ${a} into ${b} climbs out of its folder: write it with the alias (@core/…, @ui/…, @${b.split('/')[1]}/…)` : null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens, areas, core/ui and fixture routes import only what their layer may (docs/screen-guide.md).' },
    schema: [],
    messages: { crossed: 'Boundary: {{why}}.' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd; // eslint runs from the repository root (npm run lint, npx eslint)
    const from = placeOf(file, root);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.') ? path.resolve(path.dirname(file), source) : resolveAlias(source, root);
      if (target === null) return;
      const to = placeOf(target, root);
      const why = violation(from, to) ?? (source.startsWith('..') ? leavesByClimbing(from, to) : null);
      if (why) context.report({ node, messageId: 'crossed', data: { why } });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        const [arg] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && arg?.type === 'Literal') check(arg, arg.value);
      },
      TSImportEqualsDeclaration: (node) => {
        const ref = node.moduleReference;
        if (ref.type === 'TSExternalModuleReference' && ref.expression.type === 'Literal') check(ref.expression, ref.expression.value);
      },
    };
  },
};

export default { meta: { name: 'local' }, rules: { boundaries } };
