import { formatNumber } from '@core/format';
import type { Column } from '@ui/DataTable';
import type { VerifierCounter } from '../api';
import { TEXTS } from '../texts';
import type { VerifierCountersStore } from '../VerifierCountersStore';

/** A 3: ID, name, verifier and unit type (by name), description, today's price; the actions follow (CrudTable). */
export function counterColumns(store: VerifierCountersStore): Column<VerifierCounter>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '4.5rem' },
    { key: 'name', title: TEXTS.name },
    { key: 'verifier_id', title: TEXTS.verifier, width: '12rem', render: (row) => store.verifierName(row.verifier_id) },
    { key: 'unit_type', title: TEXTS.unitType, width: '9rem', render: (row) => store.unitName(row.unit_type) },
    { key: 'description', title: TEXTS.description },
    { key: 'todayPrice', title: TEXTS.todayPrice, align: 'end', width: '9rem', render: (row) => (row.todayPrice === null ? '—' : formatNumber(row.todayPrice)) },
  ];
}
