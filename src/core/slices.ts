/**
 * The work after a big answer, in slices that yield to input (issue 31): a screen builds what the first
 * screenful needs at once and the rest in slices of a few milliseconds, each its own task, so a click or
 * a keystroke never waits behind 100 000 rows being decoded.
 */

/** A slice's time budget: a few of them and a frame still fit in 50 ms (no long task). */
export const SLICE_MS = 8;
/** Items the first screenful needs (a window of 25 rows and its overscan): built in the answer's own task. */
export const FIRST_SLICE = 60;
/** Up to this many entries an answer is made into rows at once (a few milliseconds); a bigger one in slices. */
export const BIG_ANSWER = 1000;
/** Steps run between two looks at the clock. */
const CHUNK = 64;

interface Scheduler {
  yield(): Promise<void>;
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

const pageScheduler = (): Partial<Scheduler> | undefined => (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;

/**
 * Resolves in a later task: the browser paints and handles input first. `scheduler.yield()` where there is
 * one (its continuation goes before other queued tasks, so slices do not queue behind timers); else a message;
 * else a zero timeout (jsdom).
 */
export function nextTask(): Promise<void> {
  const scheduler = pageScheduler();
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message is not clamped to 4 ms as nested timeouts are.
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long `afterPaint` waits for a frame at most: a hidden tab paints none, and its work must still go on. */
const PAINT_WAIT_MS = 100;

/**
 * Resolves in a later task, after the tasks already queued: a plain message, never a `scheduler.yield()`
 * continuation (that one goes before them). React's scheduler queues its render as such a message.
 */
function queuedTask(urgent = false): Promise<void> {
  // A user-blocking task goes before the `scheduler.yield()` continuations of slices (user-visible) queued meanwhile.
  const scheduler = pageScheduler();
  if (urgent && typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'user-blocking' });
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in a task after the frame that shows what is queued now has been painted (or after PAINT_WAIT_MS
 * when no frame comes: a hidden tab, jsdom). The slices after the first screenful start here: a
 * `scheduler.yield()` continuation goes before rendering, so without this the whole list was built, and React
 * rendered it, before the first rows were ever painted (issue 31, ~20 ms at 10 000 rows). The frame is asked
 * for once the tasks queued now have run (issue 45): a page's first render is such a task (mountIsland starts
 * the store before it), and a frame asked for before it, painting nothing of the screen yet, let the slices of
 * the whole list (200 ms at 100 000 sites) run ahead of that render. It resolves in a plain message too, after
 * those posted in that frame: a `scheduler.yield()` there went before them, so the first slices, and then
 * every slice (each continuation goes first again), held them up until the whole list was built.
 * `urgent`: what it lets go comes before slices started after the same frame (the navigation bar, issue 45).
 */
export function afterPaint(options: { urgent?: boolean } = {}): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, PAINT_WAIT_MS);
    // A task posted from the frame's own callback runs once that frame has been painted; a plain message, so
    // the messages posted in that frame (React's effects, a frame-done probe) run before the work it lets go.
    void queuedTask().then(() => {
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => void queuedTask(options.urgent).then(finish));
    });
  });
}

/**
 * Runs `step(i)` for every i in [from, to), in slices of about `budgetMs`, each after `nextTask()`.
 * Resolves true when every step ran, false when `signal` was aborted between slices (the rest is not run).
 */
export async function inSlices(from: number, to: number, step: (i: number) => void, options: { budgetMs?: number; signal?: AbortSignal } = {}): Promise<boolean> {
  const budget = options.budgetMs ?? SLICE_MS;
  let i = from;
  while (i < to) {
    await nextTask();
    if (options.signal?.aborted) return false;
    const end = performance.now() + budget;
    do {
      const stop = Math.min(to, i + CHUNK);
      for (; i < stop; i++) step(i);
    } while (i < to && performance.now() < end);
  }
  return !options.signal?.aborted;
}

/** How long `whenIdle` waits for an idle moment at most: a page that is never idle still gets its work done. */
const IDLE_WAIT_MS = 1000;

/**
 * Resolves once the main thread is idle (requestIdleCallback), at the latest after IDLE_WAIT_MS; where there is
 * no such callback (Safari, jsdom), after the next paint. For work that must not hold up a page's first rows.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else void afterPaint().then(resolve);
  });
}
