import type { ComponentType, ReactNode } from 'react';

/** A view whose code is fetched later, and the moment it can be drawn: for mountIsland's `renderAfter`. */
export interface LaterView<P> {
  /** Resolves once `after` has and the view's code is in; never rejects. */
  ready: Promise<void>;
  /** The view, drawn once `ready` has resolved; one whose code could not be fetched throws into the island's error boundary. */
  View: ComponentType<P>;
}

/**
 * An island's view fetched (`load`: an import()) only once `after` has resolved (issue 45): what the page's first screen
 * does not draw is neither fetched nor run before it. Not React.lazy: a lazy view suspends on its first render even when
 * its code is in, and a suspended boundary may hold what it reveals back by up to 300 ms; this one is drawn at once.
 */
export function laterView<P extends object>(after: Promise<void>, load: () => Promise<ComponentType<P>>): LaterView<P> {
  let loaded: ComponentType<P> | null = null;
  let failure: Error | null = null;
  const ready = after.then(load).then(
    (view) => {
      loaded = view;
    },
    (error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
    },
  );
  function View(props: P): ReactNode {
    const Loaded = loaded;
    if (Loaded === null) throw failure ?? new Error('laterView: drawn before its code was in');
    return <Loaded {...props} />;
  }
  return { ready, View };
}
