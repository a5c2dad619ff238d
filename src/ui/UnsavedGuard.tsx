import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useUnsavedGuard } from '@core/unsaved';

/**
 * While `when()` is true, leaving the page asks first (`useUnsavedGuard`), and `children` (an 'unsaved' mark)
 * show. An observer of its own: a keystroke that makes the screen dirty re-renders this, not the screen.
 */
export const UnsavedGuard = observer(function UnsavedGuard({ when, children }: { when: () => boolean; children?: ReactNode }) {
  const dirty = when();
  useUnsavedGuard(dirty);
  return dirty ? children : null;
});
