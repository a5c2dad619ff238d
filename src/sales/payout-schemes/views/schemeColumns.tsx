import type { Column } from '@ui/DataTable';
import type { PayoutScheme } from '../api';
import type { PayoutSchemesStore } from '../PayoutSchemesStore';

/** S 3: ID, name, format and event (by name, from the formats of the list answer; wide enough for their words); status and actions follow (CrudTable). */
export function schemeColumns(store: PayoutSchemesStore): Column<PayoutScheme>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '5rem' },
    { key: 'name', title: 'Название' },
    { key: 'format_id', title: 'Формат', width: '14rem', render: (row) => store.formatName(row.format_id) },
    { key: 'event_id', title: 'Событие', width: '11rem', render: (row) => store.eventName(row) },
  ];
}
