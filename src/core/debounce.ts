/** General debounce (A 9, I 9: 300 ms). */
export const DEBOUNCE_MS = 300;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number = DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (): void => {
    timer = undefined;
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
    }
  };
  const debounced = (...args: A): void => {
    pending = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = (): void => {
    if (timer) clearTimeout(timer);
    run();
  };
  return debounced;
}
