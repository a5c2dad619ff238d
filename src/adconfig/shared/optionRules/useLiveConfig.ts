import { useEffect, useState } from 'react';
import type { OptionEditorConfig } from '../../../core/option';

/** What a config reads at save time: the latest value the page has (set after each render that changed it). */
class LiveBox<T> {
  constructor(public current: T) {}

  set(value: T): void {
    this.current = value;
  }
}

/**
 * An option editor's config made once (the store is made once with it) that still reads what the page
 * loads later: a rule's generated name reads the event types as they are when it is saved.
 */
export function useLiveConfig<T, V>(live: T, make: (current: { readonly current: T }) => OptionEditorConfig<V>): OptionEditorConfig<V> {
  const [box] = useState(() => new LiveBox(live));
  useEffect(() => {
    box.set(live);
  }, [box, live]);
  const [config] = useState(() => make(box));
  return config;
}
