'use strict';
// Fails the build when a heavy library (heavy-libs.js) sits in any entry's initial chunks,
// i.e. it is imported statically somewhere instead of through import().
const { HEAVY_LIB_PATTERN } = require('./heavy-libs');

function resourcesOf(module) {
  // A concatenated module hides its parts; check each of them.
  if (module.modules) return module.modules.flatMap(resourcesOf);
  const resource = module.resource || (module.nameForCondition && module.nameForCondition());
  return resource ? [{ module, resource }] : [];
}

/**
 * The shortest chain of static imports from the entry to the module, e.g.
 * "./entries/x.tsx -> ./src/sales/x/Toolbar.tsx -> ./node_modules/exceljs/...", so the fix is obvious.
 */
function staticImportChain(compilation, entry, target, AsyncDependenciesBlock) {
  const { moduleGraph } = compilation;
  const starts = compilation.entries.get(entry).dependencies.map((d) => moduleGraph.getModule(d)).filter(Boolean);
  const previous = new Map(starts.map((m) => [m, null]));
  const queue = [...starts];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === target) break;
    for (const connection of moduleGraph.getOutgoingConnections(current)) {
      const next = connection.module;
      const isDynamic = connection.dependency && moduleGraph.getParentBlock(connection.dependency) instanceof AsyncDependenciesBlock;
      if (!next || isDynamic || previous.has(next)) continue;
      previous.set(next, current);
      queue.push(next);
    }
  }
  if (!previous.has(target)) return '';
  const chain = [];
  for (let m = target; m; m = previous.get(m)) chain.unshift(m.readableIdentifier(compilation.requestShortener));
  return chain.join(' -> ');
}

class HeavyLibsPlugin {
  apply(compiler) {
    const { Compilation, WebpackError, AsyncDependenciesBlock } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HeavyLibsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HeavyLibsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const [entry, entrypoint] of compilation.entrypoints) {
          const reported = new Set();
          for (const chunk of entrypoint.chunks) {
            for (const mod of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const { module, resource } of resourcesOf(mod)) {
                const lib = HEAVY_LIB_PATTERN.exec(resource);
                if (!lib || reported.has(lib[1])) continue;
                reported.add(lib[1]);
                const chain = staticImportChain(compilation, entry, module, AsyncDependenciesBlock);
                compilation.errors.push(
                  new WebpackError(
                    `Entry "${entry}" loads ${lib[1]} in its initial chunks. Load it only with a dynamic import().` +
                      (chain ? `\n  ${chain}` : '') +
                      (chain.includes(' + ') ? '\n  (`npx webpack --mode development` shows the modules joined here)' : ''),
                  ),
                );
              }
            }
          }
        }
      });
    });
  }
}

module.exports = { HeavyLibsPlugin };
