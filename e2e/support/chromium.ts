// Debian's Chromium, the one browser of the project: nothing downloads a browser build.
// Shared by the Playwright config, e2e/run.mjs and the benchmark runner.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_MISSING = 'Chromium missing: run `sudo apt-get install chromium`';
