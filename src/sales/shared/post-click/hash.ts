import { filterMap, page, perPage, sortField, sortOrder, text } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';
import { dayField } from '@core/report/dayField';

/** The hash: #d=2026-11-20&q=Сбер&st=active&flt=agency_id%3D3&p=2&pp=all&f=agency_name&o=asc (defaults omitted; no d = yesterday, S 9). */
export const hashSchema = {
  d: dayField(),
  q: text(''),
  // Any status: the options are the answer's meta.availableFilters (S 7), which may offer more than the four we name.
  st: text(''),
  // The other filters the answer offers (meta.availableFilters), name → value in one value: `flt=agency_id%3D3`.
  flt: filterMap(),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('campaign_id'),
  o: sortOrder('desc'),
};
