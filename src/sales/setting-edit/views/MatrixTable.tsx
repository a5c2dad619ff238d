import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { SortableTable, type SortableColumn } from '@ui/sortable/SortableTable';
import type { SubgroupMatrix } from '../matrix';
import type { Choice } from '../props';
import { TEXT } from '../texts';

interface MatrixProps {
  matrix: SubgroupMatrix;
  /** While the page loads or saves: nothing to tick. */
  disabled: boolean;
}

const Cell = observer(function Cell({ matrix, disabled, row, role }: MatrixProps & { row: Choice; role: Choice }) {
  return (
    <input type="checkbox" className="form-check-input" checked={matrix.isChecked(row.id, role.id)} disabled={disabled} aria-label={TEXT.cell(row.name, role.name)} onChange={() => matrix.toggle(row.id, role.id)} />
  );
});

const RowAll = observer(function RowAll({ matrix, disabled, row }: MatrixProps & { row: Choice }) {
  return <input type="checkbox" className="form-check-input" checked={matrix.rowAll(row.id)} disabled={disabled || matrix.roles.length === 0} aria-label={TEXT.rowAll(row.name)} onChange={() => matrix.toggleRow(row.id)} />;
});

const ColumnAll = observer(function ColumnAll({ matrix, disabled, role }: MatrixProps & { role: Choice }) {
  return (
    <label className="d-inline-flex align-items-center gap-1">
      <input type="checkbox" className="form-check-input m-0" checked={matrix.columnAll(role.id)} disabled={disabled || matrix.order.length === 0} aria-label={TEXT.columnAll(role.name)} onChange={() => matrix.toggleColumn(role.id)} />
      <span className="text-break">{role.name}</span>
    </label>
  );
});

function columnsOf(matrix: SubgroupMatrix, disabled: boolean): SortableColumn<Choice>[] {
  const props = { matrix, disabled };
  return [
    { key: 'name', title: TEXT.subgroup, render: (row) => <span className="text-break">{row.name}</span> },
    { key: 'all', title: TEXT.all, align: 'center', width: '4rem', render: (row) => <RowAll {...props} row={row} /> },
    ...matrix.roles.map((role) => ({ key: `role-${role.id}`, title: role.name, header: <ColumnAll {...props} role={role} />, align: 'center' as const, render: (row: Choice) => <Cell {...props} row={row} role={role} /> })),
  ];
}

/** S 2 the subgroup matrix: subgroups × roles, rows sorted by drag or keyboard, toggle-all per row and column. */
export const MatrixTable = observer(function MatrixTable({ matrix, disabled }: MatrixProps) {
  const columns = useMemo(() => columnsOf(matrix, disabled), [matrix, disabled]);
  return <SortableTable caption={TEXT.caption} rows={matrix.rows} columns={columns} rowKey={(row) => row.id} nameOf={(row) => row.name} onMove={matrix.move} disabled={disabled} empty={TEXT.empty} />;
});
