// The tests' clock (issue 39): Date reads the wall clock moved to a fixed start, so no test depends on the machine's
// date, while time runs exactly as it does (a delay measured with Date.now() is the delay that passed). jest's own
// fake Date (jest.useFakeTimers) ticks in steps and falls behind a loaded machine's timers: it is for the tests that
// drive time themselves, and they still can (jest.config.js gives it the same start).

/** The machine's own Date, as the test environment had it before any pin. */
const NativeDate = globalThis.Date;

/** Date from now on starts at `at` and runs on; returns what puts the machine's Date back. */
export function pinDate(at: Date): () => void {
  const offset = at.getTime() - NativeDate.now();
  const now = () => NativeDate.now() + offset;
  // A function, not a subclass: `Date()` called bare still answers a text, and every Date is an instance of it.
  function PinnedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new NativeDate(now()).toString();
    return Reflect.construct(NativeDate, args.length ? args : [now()], new.target) as Date;
  }
  Object.setPrototypeOf(PinnedDate, NativeDate);
  PinnedDate.prototype = NativeDate.prototype;
  PinnedDate.now = now;
  globalThis.Date = PinnedDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = NativeDate;
  };
}
