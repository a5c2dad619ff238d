import { oneOf, page, perPage, sortField, sortOrder, text } from '../../../core/hash';
import { PAGE_SIZE } from '../../../core/paging';
import { dayField } from '../../../core/report/dayField';

export const CAMPAIGN_STATUSES = ['', 'active', 'paused', 'finished', 'draft'] as const;

/** The hash: #d=2026-11-20&q=Сбер&st=active&p=2&pp=all&f=agency_name&o=asc (defaults omitted; no d = yesterday, S 9). */
export const hashSchema = {
  d: dayField(),
  q: text(''),
  st: oneOf(CAMPAIGN_STATUSES, ''),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('campaign_id'),
  o: sortOrder('desc'),
};
