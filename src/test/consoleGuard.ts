// jest fails a test that logs an unexpected console.error, as the browser suite does (e2e/support/test.ts):
// a bug that only shows as a log line (a TypeError caught and logged by notify, a React warning, a
// stand-in handler that threw) must not pass. A test that provokes an error on purpose allows it with
// `allowConsoleErrors(/pattern/)`, for that test only.
import { format } from 'node:util';

let logged: string[] = [];
let allowed: RegExp[] = [];

/** Allow console errors matching any of these patterns, in the current test only. */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

/** Installs the guard (src/test/setup.ts, once per test file). */
export function installConsoleGuard(): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]): void => {
    const text = format(...args);
    logged.push(text);
    // Allowed lines stay quiet; the rest is printed too, where it happened.
    if (!allowed.some((pattern) => pattern.test(text))) original(...args);
  };
  beforeEach(() => {
    logged = [];
    allowed = [];
  });
}

/** Throws (failing the test) when the test logged an error it did not allow; call last in afterEach. */
export function failOnUnexpectedConsoleErrors(): void {
  const unexpected = logged.filter((text) => !allowed.some((pattern) => pattern.test(text)));
  logged = [];
  allowed = [];
  if (unexpected.length === 0) return;
  throw new Error(
    `The test logged ${unexpected.length} unexpected console.error(s); fix the cause, or allow an expected one ` +
      `with allowConsoleErrors(/pattern/) from src/test/consoleGuard.ts:\n\n${unexpected.map((t) => `  • ${t.slice(0, 2000)}`).join('\n')}`,
  );
}
