import { useEffect, useState } from 'react';

/** What a screen's store offers its page: `start()` begins its loads and returns what stops them. */
export interface StartedStore {
  start(): () => void;
}

/**
 * A screen's own props beside its data-props: the store its entry made and started before React's
 * first render (mountIsland's store factory), so that the first request leaves with the page.
 */
// A factory may answer null when the page names nothing to load (a bad ?id=): `GivenStore<XStore | null>`.
export interface GivenStore<S> {
  store?: S;
}

/**
 * The screen's store: the one its entry made and started (never started again here), or, when the
 * screen is rendered alone (tests, another screen), one made once by `make` and started for the
 * screen's life, as useStarted does.
 */
export function useScreenStore<S extends StartedStore>(given: S | null | undefined, make: () => S): S {
  const [own] = useState(() => (given ? null : make()));
  useEffect(() => own?.start(), [own]);
  return own ?? (given as S);
}
