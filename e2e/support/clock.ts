// The browser tests' clock (issue 39): the stand-in server starts its clock here (STANDIN_NOW) and every page's
// clock starts here too (page.clock.install in ./test.ts), both running on. Noon UTC of the seeds' today: the
// same calendar day in every zone from UTC−11 to UTC+11, so no flow depends on the machine's date or zone.
import { SEED_DAY } from '../../fixtures/server/core/clock';

export const E2E_NOW = `${SEED_DAY}T12:00:00Z`;

/** The pages' zone: the machine's TZ when it names one (TZ=America/Los_Angeles npm run e2e), else Moscow's. */
export function browserZone(tz = process.env.TZ): string {
  if (!tz) return 'Europe/Moscow';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'Europe/Moscow';
  }
}
