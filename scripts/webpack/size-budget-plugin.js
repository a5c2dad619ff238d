'use strict';
// Fails the production build when a screen's initial JS (gzip) is over its budget in size-budgets.json.
// Measures the entrypoints.json the build just emitted: exactly the files a page loads.
const { measureEntrypoints, loadBudgets, formatTable, formatKb } = require('./measure');
const { ENTRYPOINTS_FILE } = require('./entrypoints-plugin');

class SizeBudgetPlugin {
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SizeBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SizeBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const manifest = compilation.getAsset(ENTRYPOINTS_FILE);
          if (!manifest) return;
          const rows = measureEntrypoints({
            entrypoints: JSON.parse(manifest.source.source().toString()).entrypoints,
            publicPath: compilation.outputOptions.publicPath,
            readAsset: (name) => compilation.getAsset(name).source.buffer(),
            budgets: loadBudgets(),
          });
          const over = rows.filter((r) => r.over);
          if (over.length > 0) {
            compilation.errors.push(
              new WebpackError(
                `Size budget exceeded (size-budgets.json) by ${over.length} screen(s):\n${formatTable(over)}\n` +
                  'Move rarely used code behind import(), or raise the screen\'s budget with a reason.',
              ),
            );
            return;
          }
          const largest = rows.reduce((a, b) => (b.initialJs > a.initialJs ? b : a), rows[0]);
          if (largest) {
            compilation
              .getLogger('SizeBudgetPlugin')
              .info(`${rows.length} entries within budget; largest initial JS: ${largest.entry} ${formatKb(largest.initialJs)} of ${formatKb(largest.budget)}`);
          }
        },
      );
    });
  }
}

module.exports = { SizeBudgetPlugin };
