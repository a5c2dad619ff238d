import { observer } from 'mobx-react-lite';
import type { SortableColumn } from '@ui/sortable/SortableTable';
import type { BannerTypeField } from '../api';
import type { BannerTypeFieldsStore } from '../BannerTypeFieldsStore';
import { ROW_LABELS, TEXTS } from '../texts';

const RowActions = observer(function RowActions({ row, store }: { row: BannerTypeField; store: BannerTypeFieldsStore }) {
  const busy = store.table.isBusy(row.id);
  return (
    <div className="d-flex flex-nowrap gap-1">
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => store.editor.openEdit(row)} disabled={busy} aria-label={ROW_LABELS.edit(row)}>
        Изменить
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void store.table.remove(row)} disabled={busy} aria-label={ROW_LABELS.remove(row)}>
        Удалить
      </button>
    </div>
  );
});

/** A 3: ID, name, full key (the parents' aliases), type, default value, then the row's actions. */
export function fieldColumns(store: BannerTypeFieldsStore): SortableColumn<BannerTypeField>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '4rem', render: (row) => row.id },
    { key: 'name', title: TEXTS.name, render: (row) => <span className="text-break">{row.name}</span> },
    { key: 'key', title: TEXTS.key, width: '12rem', render: (row) => <code className="text-break">{store.fullKey(row)}</code> },
    { key: 'type', title: TEXTS.type, width: '7rem', render: (row) => store.typeLabel(row.type) },
    { key: 'default_value', title: TEXTS.defaultValue, width: '10rem', render: (row) => <span className="text-break">{row.default_value}</span> },
    { key: 'actions', title: TEXTS.actions, width: '1%', render: (row) => <RowActions row={row} store={store} /> },
  ];
}
