// Shared by the scripts that need a production build (size, bench, e2e): build only when dist/ is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'dist');
export const ENTRYPOINTS_JSON = join(DIST, 'entrypoints.json');

/** The path of a package's command in node_modules/.bin (no npx start-up cost). */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/** Runs a command with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  return result.status ?? 1;
}

/** Builds for production when dist/entrypoints.json is missing (or when forced); exits on failure. */
export function ensureBuilt({ force = false } = {}) {
  if (!force && existsSync(ENTRYPOINTS_JSON)) return;
  console.log(force ? 'Building (production)…' : 'dist/ is missing: building (production)…');
  const status = run(bin('webpack'), ['--mode', 'production']);
  if (status !== 0) process.exit(status);
}
