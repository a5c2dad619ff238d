'use strict';
// Libraries too big for any screen's first load: they may only be reached through import().
// The one list: heavy-libs-plugin.js fails the build when one is in an entry's initial chunks,
// and webpack.config.js gives each its own named async chunk.
const HEAVY_LIBS = [
  'exceljs', 'xlsx', 'jspdf', 'pdfmake',
  'chart.js', 'echarts', 'highcharts', 'apexcharts',
  'codemirror', '@codemirror', 'monaco-editor', 'ace-builds',
];

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches a module path inside one of the heavy libraries; group 1 is the library's name. */
const HEAVY_LIB_PATTERN = new RegExp(`[\\\\/]node_modules[\\\\/](${HEAVY_LIBS.map(escapeRegExp).join('|')})[\\\\/]`);

module.exports = { HEAVY_LIBS, HEAVY_LIB_PATTERN };
