// What an option editor loads beside its option (its choices, a tree, presets, templates) starts with the
// option, in the store's start(), which the entry's store factory calls before React's first render
// (mountIsland): the page's first requests leave with the page, never from a view's effect (issue 31).
import type { Disposer } from '../disposers';

/** One load of an editor (ChoiceList, a tree, a presets list): `start()` begins it and returns what drops it. */
export interface OptionLoad {
  start(): Disposer;
}

/** An editor's loads by name, read by its views as `store.loads.choices`; null: none to load on this page (no presets without an option type). */
export type OptionLoads = Readonly<Record<string, OptionLoad | null>>;

/** The loads of an editor that loads nothing beside its option. */
export type NoLoads = Readonly<Record<string, never>>;

/** The loads factory of such an editor. */
export const noLoads = (): NoLoads => ({});

/** Starts every load; returns what stops them all. */
export function startLoads(loads: OptionLoads): Disposer[] {
  return Object.values(loads).flatMap((load) => (load ? [load.start()] : []));
}
