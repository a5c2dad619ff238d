import { notify } from './notify';

/**
 * Leaving the page (after a create: to the edit page). An object so that tests can replace
 * `assign`, since jsdom cannot navigate.
 */
export const pageNavigation = {
  assign(url: string): void {
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
