'use strict';
// One bundle per screen: every entries/<name>.tsx (tests aside) is an entry named <name>.
// Shared chunks (the same files on every page, so the browser caches them across screens):
//   runtime    webpack's runtime, one per page, shared by the screen island and the navigation island
//   framework  react, react-dom, scheduler, mobx, mobx-react-lite, axios
//   styles     all CSS (Bootstrap's and ours), one file for every screen
//   core       the files of src/core and src/shell that at least half the screens use: the framework of the
//              islands and how they mount (the rest, e.g. the list store, goes only to the screens using it)
// Everything else follows webpack's default splitting (modules shared by several screens).
const fs = require('node:fs');
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// webpack's own minimizer (a dependency of webpack, resolved through it).
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));
const { HEAVY_LIB_PATTERN } = require('./scripts/webpack/heavy-libs');
const { EntrypointsPlugin } = require('./scripts/webpack/entrypoints-plugin');
const { HeavyLibsPlugin } = require('./scripts/webpack/heavy-libs-plugin');
const { SizeBudgetPlugin } = require('./scripts/webpack/size-budget-plugin');
const { BOOTSTRAP_CSS, purgeBootstrap } = require('./scripts/webpack/purge-bootstrap');
const PUBLIC_PATH = require('./scripts/webpack/public-path');
const { aliases } = require('./scripts/lib/aliases.cjs');
const CORE_PATTERN = /[\\/]src[\\/](core|shell)[\\/]/;
// src/core's kind folders (report, grid, tree, option, contracts…) serve the screens of one kind: in `core`
// every screen would load them. Only core's own files and its hash folder go there; webpack splits the rest
// by the screens that use them.
const KIND_ONLY_PATTERN = /[\\/]src[\\/]core[\\/](?!hash[\\/])[^\\/]+[\\/]/;

const ENTRIES_DIR = path.join(__dirname, 'entries');
// axios, the one HTTP client (ARCHITECTURE 3), is on every page too: with them, cached across every screen.
const FRAMEWORK = ['react', 'react-dom', 'scheduler', 'mobx', 'mobx-react-lite', 'axios'];

function entries() {
  const files = fs.existsSync(ENTRIES_DIR) ? fs.readdirSync(ENTRIES_DIR).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx')) : [];
  if (files.length === 0) throw new Error(`No screens: ${ENTRIES_DIR} has no *.tsx entry`);
  // ENTRIES=navigation,payout-schemes builds just those (a quick local build while working on a screen).
  const only = (process.env.ENTRIES ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  const chosen = only.length ? files.filter((f) => only.includes(path.basename(f, '.tsx'))) : files;
  return Object.fromEntries(chosen.sort().map((f) => [path.basename(f, '.tsx'), path.join(ENTRIES_DIR, f)]));
}

// exceljs's browser build (its package.json "browser" field) ships minified: minifying it again
// costs most of the build time for nothing.
const PREMINIFIED = /^exceljs\./;

const frameworkTest = new RegExp(`[\\\\/]node_modules[\\\\/](${FRAMEWORK.join('|')})[\\\\/]`);

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const screens = entries();
  const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: screens,
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: PUBLIC_PATH,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
      clean: true,
    },
    devtool: production ? false : 'cheap-module-source-map',
    // The layers' import aliases (tsconfig.json paths, scripts/lib/aliases.cjs): `@core/http` → src/core/http.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: aliases },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // Types are checked by `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: !production } },
        },
        { test: /\.css$/, exclude: production ? BOOTSTRAP_CSS : undefined, sideEffects: true, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // Bootstrap's CSS without the rules no island uses (scripts/webpack/purge-bootstrap.js).
        ...(production
          ? [{ test: BOOTSTRAP_CSS, sideEffects: true, use: [MiniCssExtractPlugin.loader, 'css-loader', { loader: 'postcss-loader', options: { postcssOptions: { plugins: [purgeBootstrap()] } } }] }]
          : []),
        { test: /\.(png|jpe?g|gif|svg|woff2?|ttf|eot)$/, type: 'asset' },
      ],
    },
    optimization: {
      runtimeChunk: 'single',
      minimizer: [new MinimizerPlugin({ exclude: PREMINIFIED, minify: { implementation: MinimizerPlugin.terserMinify, options: { compress: { passes: 2 } } } })],
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // All CSS a page's first files use (Bootstrap, src/ui, screens) in one file: a few kB of screen styles
          // weigh less than a second request per page, and the one file is cached across every screen. The CSS of
          // a piece loaded on demand (react-datepicker's 25 kB) comes with that piece, before it renders.
          styles: { type: 'css/mini-extract', name: 'styles', chunks: 'initial', priority: 50, enforce: true },
          framework: { test: frameworkTest, name: 'framework', priority: 40, enforce: true },
          // The kind pieces of src/core that a few screens use (option editors and what only they build on)
          // stay out of it, and so does a file fewer than half the screens use (minChunks): in `core` every
          // screen's page would load them.
          core: { test: (module) => CORE_PATTERN.test(module.nameForCondition() || '') && !KIND_ONLY_PATTERN.test(module.nameForCondition() || ''), name: 'core', priority: 30, enforce: true, minChunks: Math.max(2, Math.ceil(Object.keys(screens).length / 2)) },
          // A heavy library, reachable only through import(), gets its own async chunk named after it.
          heavy: {
            test: HEAVY_LIB_PATTERN,
            chunks: 'async',
            name: (module) => HEAVY_LIB_PATTERN.exec(module.nameForCondition() || '')[1].replace(/^@/, '').replace(/\W/g, '-'),
            priority: 50,
            enforce: true,
          },
        },
      },
    },
    // Our own budget (size-budgets.json, gzip, per screen) replaces webpack's generic hints.
    performance: { hints: false },
    // react-datepicker tries an optional date-fns-tz by a computed require (its issue #6154): nothing to
    // bundle, and the try/catch around it is the intended fallback.
    ignoreWarnings: [{ module: /[\\/]react-datepicker[\\/]/, message: /Critical dependency: the request of a dependency is an expression/ }],
    plugins: [
      new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
      new EntrypointsPlugin(),
      new HeavyLibsPlugin(),
      ...(production ? [new SizeBudgetPlugin()] : []),
    ],
    stats: { preset: 'errors-warnings', logging: 'info', timings: true },
  };
};
