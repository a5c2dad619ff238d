/** What a `start()` returns: stops what it started (reactions, hash binding, calls in flight). */
export type Disposer = () => void;

/** One disposer for several, run in order: a store's `start()` returns `disposers(this.filters.start(), this.list.start(), …)`. */
export function disposers(...stops: Disposer[]): Disposer {
  return () => stops.forEach((stop) => stop());
}
