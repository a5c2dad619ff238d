'use strict';
// Stylesheets mean nothing to jsdom: an imported .css becomes this empty module.
module.exports = {};
