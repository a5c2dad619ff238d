import type { SitesListStatus } from '../api';

/** A 4: a sites list is active or blocked. */
export const STATUS_TEXT: Record<SitesListStatus, string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
};
