'use strict';
// webpack.config.js with only some entries (COST_ENTRIES, comma-separated) built into COST_OUT: how
// `npm run test:build-scale` measures what one more entry costs, without touching dist/.
const baseConfig = require('../../webpack.config.js');

module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  const keep = (process.env.COST_ENTRIES ?? '').split(',').filter(Boolean);
  config.entry = Object.fromEntries(Object.entries(config.entry).filter(([name]) => keep.includes(name)));
  config.output = { ...config.output, path: process.env.COST_OUT };
  return config;
};
