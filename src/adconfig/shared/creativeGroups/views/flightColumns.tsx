import { formatDate } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { Flight } from '../flights';
import { GROUP_TEXTS } from '../texts';

/** A flight of the campaign: id, name, its group (or none), its dates. */
export const flightColumns: Column<Flight>[] = [
  { key: 'creative_id', title: 'ID', align: 'end', width: '6rem' },
  { key: 'name', title: 'Название' },
  { key: 'group', title: 'Группа', render: (f) => (f.group_id === null ? <span className="text-body-secondary">{GROUP_TEXTS.noGroup}</span> : f.group || `#${f.group_id}`) },
  { key: 'limit_date_begin', title: 'Дата начала', width: '8rem', render: (f) => formatDate(f.limit_date_begin) },
  { key: 'limit_date_end', title: 'Дата окончания', width: '9rem', render: (f) => formatDate(f.limit_date_end) },
];

/** The tables stop growing here and scroll. */
const TABLE_HEIGHT = 550;

/** Both flight tables (the groups page's, a group's edit page's): the columns, the rows' keys and checkbox names, the caption, the height. */
export const flightTable = {
  columns: flightColumns,
  rowKey: (f: Flight) => f.creative_id,
  rowLabel: (f: Flight) => `Выбрать флайт ${f.creative_id}`,
  caption: GROUP_TEXTS.flights,
  maxHeight: TABLE_HEIGHT,
};
