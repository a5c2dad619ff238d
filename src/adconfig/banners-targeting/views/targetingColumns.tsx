import { observer } from 'mobx-react-lite';
import type { Column } from '@ui/DataTable';
import type { TargetingRow } from '../api';
import type { BannersTargetingStore } from '../BannersTargetingStore';
import { ROW_LABELS, TEXTS } from '../texts';

/** 'Добавить' or 'Исключить', by the row's state; busy while its sync call runs (A 3 isSaving). */
const RowAction = observer(function RowAction({ row, store }: { row: TargetingRow; store: BannersTargetingStore }) {
  const busy = store.isSaving(row);
  return row.is_limited ? (
    <button type="button" className="btn btn-sm btn-outline-danger text-nowrap" disabled={busy} aria-busy={busy || undefined} aria-label={ROW_LABELS.exclude(row)} onClick={() => void store.exclude(row)}>
      {TEXTS.exclude}
    </button>
  ) : (
    <button type="button" className="btn btn-sm btn-outline-success text-nowrap" disabled={busy} aria-busy={busy || undefined} aria-label={ROW_LABELS.add(row)} onClick={() => void store.add(row)}>
      {TEXTS.add}
    </button>
  );
});

/** ID, name, type, engine, state (all sortable), then the row's action. */
export function targetingColumns(store: BannersTargetingStore): Column<TargetingRow>[] {
  return [
    { key: 'banner_id', title: 'ID', sortable: true, align: 'end', width: '5rem', render: (row) => row.id },
    { key: 'name', title: TEXTS.name, sortable: true, render: (row) => <span className="text-break">{row.name || `#${row.id}`}</span> },
    { key: 'type_id', title: TEXTS.type, sortable: true, width: '11rem', render: (row) => store.choices.typeName(row.type_id) },
    { key: 'adv_engine_id', title: TEXTS.engine, sortable: true, width: '11rem', render: (row) => store.choices.engineName(row.adv_engine_id) },
    {
      key: 'is_limited',
      title: TEXTS.state,
      sortable: true,
      width: '8rem',
      render: (row) => <span className={row.is_limited ? 'badge text-bg-success' : 'badge text-bg-secondary'}>{row.is_limited ? TEXTS.limited : TEXTS.notLimited}</span>,
    },
    { key: 'actions', title: TEXTS.actions, width: '1%', render: (row) => <RowAction row={row} store={store} /> },
  ];
}
