'use strict';
// Where the backend serves dist/ (the URL prefix of every file in entrypoints.json).
module.exports = '/build/';
