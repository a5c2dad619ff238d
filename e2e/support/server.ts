// How the browser tests and benchmarks start the stand-in backend (it serves the built dist/).
// Run from the repository root.
export const SERVER_COMMAND = 'node_modules/.bin/tsx fixtures/server/main.ts';

export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
