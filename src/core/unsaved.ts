import { useEffect } from 'react';

/** The mark every form shows beside Save while its edits are unsaved. */
export const UNSAVED_TEXT = 'Есть несохранённые изменения';

/**
 * While `dirty` is true, leaving the page (close, reload, link) asks first. The browser shows its
 * own text; the screen marks what is unsaved on the page itself.
 */
export function useUnsavedGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
