import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { DataTable, type Column } from '@ui/DataTable';
import type { Counter } from '../api';
import type { CreativeVerifierCountersStore } from '../CreativeVerifierCountersStore';
import { TEXT } from '../texts';

/** The flight's counters ('Счетчики не установлены' when none); with the edit flag each can be taken off. */
export const CountersTable = observer(function CountersTable({ store }: { store: CreativeVerifierCountersStore }) {
  const columns: Column<Counter>[] = [
    { key: 'id', title: TEXT.columns.id, width: 80 },
    { key: 'name', title: TEXT.columns.name },
    { key: 'description', title: TEXT.columns.description },
  ];
  if (store.editable) {
    columns.push({
      key: 'actions',
      title: TEXT.columns.actions,
      width: 120,
      render: (row) => (
        <Button variant="outline-danger" size="sm" aria-label={TEXT.remove(row.name)} onClick={() => store.remove(row.id)}>
          {TEXT.removeText}
        </Button>
      ),
    });
  }
  const error = store.form.errorAt('counter_id');
  return (
    <div>
      <DataTable caption={TEXT.caption} rows={store.chosen} columns={columns} rowKey={(row) => row.id} empty={store.page.state === 'ready' ? TEXT.none : TEXT.loading} maxHeight={550} />
      {error && (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
});
