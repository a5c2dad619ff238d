import { idList, oneOf, text } from '@core/hash';

export const STATUSES = ['', 'active', 'blocked'] as const;

/** The hash: #q=зима&id=5,7&cid=1,2&st=active (defaults omitted). The list is one answer: no page or sort. */
export const hashSchema = {
  q: text(''),
  id: idList(),
  cid: idList(),
  st: oneOf(STATUSES, ''),
};
