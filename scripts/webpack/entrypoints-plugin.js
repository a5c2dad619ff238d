'use strict';
// Writes dist/entrypoints.json in Symfony Encore's format, so any backend can print a screen's tags:
// {"entrypoints": {"<entry>": {"js": ["/build/runtime.<hash>.js", ...], "css": [...]}}}
// Order: the runtime first, the entry's own chunk last, shared chunks in between.
const ENTRYPOINTS_FILE = 'entrypoints.json';

function filesOf(chunks, ext) {
  const out = [];
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (file.endsWith(ext) && !file.includes('.hot-update.') && !out.includes(file)) out.push(file);
    }
  }
  return out;
}

function orderedChunks(entrypoint) {
  const runtime = entrypoint.getRuntimeChunk();
  const main = entrypoint.getEntrypointChunk();
  const middle = entrypoint.chunks.filter((c) => c !== runtime && c !== main);
  return [runtime, ...middle, main].filter((c, i, all) => c && all.indexOf(c) === i);
}

class EntrypointsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntrypointsPlugin', (compilation) => {
      // REPORT runs after minification and real content hashing, so the names are final.
      compilation.hooks.processAssets.tap({ name: 'EntrypointsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const entrypoints = {};
        for (const name of [...compilation.entrypoints.keys()].sort()) {
          const chunks = orderedChunks(compilation.entrypoints.get(name));
          entrypoints[name] = {
            js: filesOf(chunks, '.js').map((f) => publicPath + f),
            css: filesOf(chunks, '.css').map((f) => publicPath + f),
          };
        }
        compilation.emitAsset(ENTRYPOINTS_FILE, new sources.RawSource(JSON.stringify({ entrypoints }, null, 2) + '\n'));
      });
    });
  }
}

module.exports = { EntrypointsPlugin, ENTRYPOINTS_FILE };
