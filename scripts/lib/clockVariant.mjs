// Issue 39: no test's outcome depends on the machine's date or zone. Each run proves it on a clock that is not the
// machine's: jest under another zone and, with Debian's faketime, another date; the browser suite in another zone
// (its pages and the stand-in start at a fixed moment, e2e/support/clock.ts, so the date is the suite's own).
import { spawnSync } from 'node:child_process';

/** Debian's faketime, if this machine has it (.ci/run installs it). */
export const hasFaketime = () => spawnSync('faketime', ['--version'], { stdio: 'ignore' }).status === 0;

/** The variants `npm run test:clock` goes through; `npm test` runs jest under the first and the browser under the second. */
export const VARIANTS = [
  { tz: 'Asia/Vladivostok', shift: '+400 days' },
  { tz: 'America/Los_Angeles', shift: '-400 days' },
  { tz: 'America/Los_Angeles', shift: '+400 days' },
  { tz: 'Asia/Vladivostok', shift: '-400 days' },
];

/**
 * `command args` under a variant, for spawn: { command, args, env, said }. Without faketime (or with moveDate
 * false) only the zone moves. A relative faketime keeps the clock running from the moved start.
 */
export function underVariant(command, args, { tz, shift }, { moveDate = true } = {}) {
  const env = { ...process.env, TZ: tz };
  if (!moveDate || !hasFaketime()) return { command, args, env, said: `TZ=${tz}` };
  return { command: 'faketime', args: [shift, command, ...args], env, said: `TZ=${tz}, the machine's date ${shift}` };
}
