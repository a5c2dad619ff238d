import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { DataTable, type Column } from '@ui/DataTable';
import type { CopyObjectsStore } from '../CopyObjectsStore';
import type { CopyObject } from '../props';
import { TEXT } from '../texts';

const COLUMNS: Column<CopyObject>[] = [
  { key: 'id', title: 'ID', align: 'end', width: '6rem' },
  { key: 'name', title: 'Название' },
];

/** The objects to copy: a filter, the table with its checkboxes, how many are chosen, the rule's message. */
export const ObjectsChoice = observer(function ObjectsChoice({ store }: { store: CopyObjectsStore }) {
  const filterId = useId();
  const errorId = useId();
  const error = store.form.errorAt('items');
  return (
    <section aria-labelledby={`${filterId}-title`}>
      <h3 id={`${filterId}-title`} className="h6">
        {TEXT.objects}
      </h3>
      <div className="d-flex align-items-end gap-3 mb-2">
        <div>
          <label htmlFor={filterId} className="form-label small mb-1">
            {TEXT.filter}
          </label>
          <input id={filterId} type="search" className="form-control form-control-sm" value={store.filter} onChange={(e) => store.setFilter(e.target.value)} />
        </div>
        <span className="text-body-secondary small" aria-live="polite">
          {TEXT.chosen(store.selection.size)}
        </span>
      </div>
      {error && (
        <div id={errorId} className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      <DataTable
        rows={store.shownObjects as CopyObject[]}
        columns={COLUMNS}
        rowKey={(o) => o.id}
        rowLabel={(o) => `Выбрать объект ${o.name || o.id}`}
        caption={TEXT.objects}
        selection={store.selection}
        empty={TEXT.noObjects}
        maxHeight={400}
      />
    </section>
  );
});
