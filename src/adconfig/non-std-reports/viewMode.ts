/** A 2: grid or list, kept in localStorage; default grid. */
export type ViewMode = 'grid' | 'list';
export const VIEW_MODE_KEY = 'non-std-reports:view';

export function readViewMode(): ViewMode {
  try {
    return window.localStorage.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function writeViewMode(mode: ViewMode): void {
  try {
    window.localStorage.setItem(VIEW_MODE_KEY, mode);
  } catch {
    // Storage disabled: the choice lasts as long as the page.
  }
}
