import { useEffect } from 'react';
import { pageNavigation } from '@core/navigate';
import type { RecordFormState } from '@core/record';
import { useUnsavedGuard } from '@core/unsaved';

/**
 * A record's page and its leaving: while its edits are unsaved, leaving asks; once a save sends the page
 * away (`form.leavingTo`), the guard lets go first and the page goes, so a save that succeeded never asks.
 */
export function useRecordLeave(form: Pick<RecordFormState<object>, 'dirty' | 'leavingTo'>): void {
  useUnsavedGuard(form.dirty);
  // After the guard's own effect has let go of the page (same commit: cleanups run before effects).
  useEffect(() => {
    if (form.leavingTo !== null) pageNavigation.assign(form.leavingTo);
  }, [form.leavingTo]);
}
