import type { Column } from '@ui/DataTable';
import type { HandbookValue } from '../api';
import type { HandbookValuesStore } from '../HandbookValuesStore';
import { TEXTS } from '../texts';

/** A 3: ID, name, val (when the handbook's values carry it), sort and organization; actions follow (CrudTable). */
export function valueColumns(store: HandbookValuesStore, showsVal: boolean): Column<HandbookValue>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '5rem' },
    { key: 'name', title: TEXTS.name },
    ...(showsVal ? [{ key: 'val', title: TEXTS.val, kind: 'text' as const }] : []),
    { key: 'sort', title: TEXTS.sort, align: 'end' as const, width: '8rem' },
    { key: 'organization_id', title: TEXTS.organization, render: (row: HandbookValue) => store.organizationName(row.organization_id) },
  ];
}
