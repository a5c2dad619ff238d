import { notify } from './notify';
import { siteUrl } from './origin';

/**
 * Leaving the page on its own (after a create: to the edit page; after a save or delete: to the
 * list). Only to this site: a URL that resolves elsewhere is refused with a console error (it could
 * only come from a forged answer or a prop, which the props schema already refuses at mount).
 * An object so that tests can replace `assign` or `go`, since jsdom cannot navigate.
 */
export const pageNavigation = {
  assign(url: string): void {
    const target = siteUrl(url);
    if (target === null) {
      console.error(`[navigate] ${JSON.stringify(url)} refused: the page goes on its own to this site only (${window.location.origin})`);
      return;
    }
    pageNavigation.go(target);
  },
  /** The browser's navigation itself. */
  go(url: string): void {
    window.location.assign(url);
  },
};

const FLASH_KEY = 'bo-flash';

/** A success message the next page shows as its toast (the save happened here, the toast there). */
export function flashSuccess(message?: string): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message ?? '');
  } catch {
    // Storage disabled: the next page opens without the toast; the data is saved all the same.
  }
}

/** Shows the message the page before this one left, once (called at mount). */
export function showFlash(): void {
  let message: string | null;
  try {
    message = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (message !== null) notify.success(message || undefined);
}
