'use strict';
// The peer pages of issue 45's benchmark (e2e/bench/first-frame-peers.bench.ts), built by that benchmark only
// (never by `npm run build` or `npm test`) into .tmp/bench-peers: one minified bundle per page, as a bare page ships.
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..', '..');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { tanstack: './tanstack.tsx', 'ag-grid': './ag-grid.tsx' },
  output: { path: path.join(ROOT, '.tmp', 'bench-peers'), filename: '[name].[contenthash:8].js', publicPath: '/peers/build/', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [{ test: /\.tsx?$/, exclude: /node_modules/, loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(ROOT, 'tsconfig.json'), compilerOptions: { noEmit: false, sourceMap: false } } }],
  },
  optimization: { splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
