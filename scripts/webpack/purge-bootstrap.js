'use strict';
// Bootstrap's CSS cut to the rules the islands can use (issue 45): 232 kB of it went to every page, and Chromium
// matches every element of a page's first frame against all of it. PurgeCSS keeps a rule when each class of its
// selector occurs as a word in what renders markup: our code, the page templates (the host page the backend prints,
// templates/, and the stand-in's own index page), and react-bootstrap's components. Our own CSS and react-datepicker's are not cut.
// Production builds only: they are one-shot (no cache across a change of src), while a development watch keeps
// the whole of Bootstrap and never shows a stale cut.
const path = require('node:path');
const purgeCSSPlugin = require('@fullhuman/postcss-purgecss');

const ROOT = path.join(__dirname, '..', '..');
const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/][^\\/]+\.css$/;

const CONTENT = [
  'src/**/*.{ts,tsx}',
  'entries/*.tsx',
  'templates/*.html',
  'fixtures/server/pages/**/*.ts',
  'node_modules/react-bootstrap/esm/*.js',
].map((glob) => path.join(ROOT, glob).replace(/\\/g, '/'));

// Class names no file spells out whole:
// - react-bootstrap composes its classes from its prefix (`${prefix}-${variant}`, `${bsPrefix}-backdrop`, …): the
//   blocks of the components we use are kept whole;
// - our code composes a few from a tone, variant or alignment (`text-bg-${tone}`, `table-${tone}`, `btn-${variant}`,
//   `text-${align}`).
const COMPOSED = [
  /^(btn|modal|nav|navbar|tab|dropdown|dropup|dropend|dropstart|toast|offcanvas|container|alert|close|card-header)(-|$)/,
  /^(position|fixed|sticky)-/,
  /^(fade|show|collapse|collapsing|active|disabled)$/,
  /^(text|text-bg|bg|table|border)-/,
];

const purgeBootstrap = () =>
  purgeCSSPlugin({
    content: CONTENT,
    safelist: { standard: COMPOSED },
    // The custom properties, keyframes and font faces stay: the islands read Bootstrap's variables in their own CSS.
    variables: false,
    keyframes: false,
    fontFace: false,
  });

module.exports = { BOOTSTRAP_CSS, purgeBootstrap };
