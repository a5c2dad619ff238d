import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { LoadFailed } from '@ui/LoadFailed';
import { SaveButton } from '@ui/FormModal';
import { SortableTable, type SortableColumn } from '@ui/sortable/SortableTable';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { settingEditApi } from './api';
import type { Choice, SettingEditProps } from './props';
import { SettingEditStore } from './SettingEditStore';
import { TEXT } from './texts';

export type { SettingEditProps };

const Cell = observer(function Cell({ store, row, role }: { store: SettingEditStore; row: Choice; role: Choice }) {
  return (
    <input type="checkbox" className="form-check-input" checked={store.isChecked(row.id, role.id)} disabled={store.isSaving} aria-label={TEXT.cell(row.name, role.name)} onChange={() => store.toggle(row.id, role.id)} />
  );
});

const RowAll = observer(function RowAll({ store, row }: { store: SettingEditStore; row: Choice }) {
  return <input type="checkbox" className="form-check-input" checked={store.rowAll(row.id)} disabled={store.isSaving || store.roles.length === 0} aria-label={TEXT.rowAll(row.name)} onChange={() => store.toggleRow(row.id)} />;
});

const ColumnAll = observer(function ColumnAll({ store, role }: { store: SettingEditStore; role: Choice }) {
  return (
    <label className="d-inline-flex align-items-center gap-1">
      <input type="checkbox" className="form-check-input m-0" checked={store.columnAll(role.id)} disabled={store.isSaving || store.order.length === 0} aria-label={TEXT.columnAll(role.name)} onChange={() => store.toggleColumn(role.id)} />
      <span className="text-break">{role.name}</span>
    </label>
  );
});

function columnsOf(store: SettingEditStore): SortableColumn<Choice>[] {
  return [
    { key: 'name', title: TEXT.subgroup, render: (row) => <span className="text-break">{row.name}</span> },
    { key: 'all', title: TEXT.all, align: 'center', width: '4rem', render: (row) => <RowAll store={store} row={row} /> },
    ...store.roles.map((role) => ({ key: `role-${role.id}`, title: role.name, header: <ColumnAll store={store} role={role} />, align: 'center' as const, render: (row: Choice) => <Cell store={store} row={row} role={role} /> })),
  ];
}

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const settingEditStore = ({ roles = [], subgroups = [] }: SettingEditProps) => new SettingEditStore(settingEditApi(), roles, subgroups);

/** S 2 the setting's subgroup matrix: subgroups × roles, rows sorted by drag or keyboard, toggle-all per row and column, one save. */
export const SettingEditScreen = observer(function SettingEditScreen(props: SettingEditProps & GivenStore<SettingEditStore>) {
  const store = useScreenStore(props.store, () => settingEditStore(props));
  const columns = useMemo(() => columnsOf(store), [store]);
  if (store.load.state === 'failed') return <LoadFailed onRetry={store.reload} />;
  return (
    <div aria-busy={store.load.loading || undefined}>
      {store.group?.name && <h2 className="h5 text-break">{store.group.name}</h2>}
      <SortableTable caption={TEXT.caption} rows={store.rows} columns={columns} rowKey={(row) => row.id} nameOf={(row) => row.name} onMove={store.move} disabled={store.isSaving || store.load.loading} loading={store.load.loading} empty={store.load.state === 'ready' ? TEXT.empty : undefined} />
      <div className="d-flex align-items-center gap-3 border-top pt-3">
        <SaveButton saving={store.isSaving} label={TEXT.save} disabled={store.load.state !== 'ready'} onClick={() => void store.save()} />
        <UnsavedGuard when={() => store.dirty}>
          <span className="text-warning-emphasis fw-semibold" role="status">
            {TEXT.unsaved}
          </span>
        </UnsavedGuard>
      </div>
    </div>
  );
});
