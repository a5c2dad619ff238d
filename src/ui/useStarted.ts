import { useEffect } from 'react';

/** Runs `store.start()` when the screen mounts and its disposer when it goes (or the store is replaced). */
export function useStarted(store: { start(): () => void }): void {
  useEffect(() => store.start(), [store]);
}
