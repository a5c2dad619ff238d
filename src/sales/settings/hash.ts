import { filterMap, page, perPage, sortField, sortOrder } from '@core/hash';
import { PAGE_SIZE } from '@core/paging';

/** The hash: #flt=name%3D…%26setting_type_id%3D2&p=2&f=name&o=asc (the filters /filters names, in one value; defaults omitted). */
export const hashSchema = {
  flt: filterMap(),
  p: page(),
  pp: perPage(PAGE_SIZE, [PAGE_SIZE, 'all']),
  f: sortField('setting_id'),
  o: sortOrder('desc'),
};
