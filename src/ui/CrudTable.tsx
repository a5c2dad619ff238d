import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { CrudTableModel } from '@core/crud/CrudListStore';
import type { CrudRow } from '@core/crud/restCollection';
import { isStoredChoice, unknownValueText } from '@core/unknownValue';
import type { Column } from './DataTable';
import { ListTable } from './ListTable';
import { StatusSwitch } from './StatusSwitch';

/** Accessible names of a row's controls, each naming the row ('Изменить схему «…»'). */
export interface CrudRowLabels<Row> {
  edit: (row: Row) => string;
  remove: (row: Row) => string;
  status: (row: Row) => string;
}

export interface CrudTableProps<Row extends CrudRow, Q> {
  store: CrudTableModel<Row, Q>;
  /** The screen's data columns; the status switch and the actions follow them. */
  columns: Column<Row>[];
  caption: string;
  labels: CrudRowLabels<Row>;
  /** 'Изменить' (a modal, a page); optional when every row has its `editHref`. */
  onEdit?: (row: Row) => void;
  /**
   * The row's own page, when editing opens one (domain versions): 'Изменить' is then a link to it, so it opens in a
   * new tab or is copied as a link does (issue 43); `onEdit` is not called. Null for a row without a page: the button.
   */
  editHref?: (row: Row) => string | null;
  /** The status switch's visible texts; absent: no status column. */
  statusText?: { active: string; blocked: string };
  empty?: ReactNode;
  /** false: the whole collection in one answer. */
  paged?: boolean;
  maxHeight?: number;
  /** Buttons of the row's own before Изменить / Удалить (user groups: its members); `busy` while a row call runs. */
  rowActions?: (row: Row, busy: boolean) => ReactNode;
}

interface RowControlsProps<Row extends CrudRow> {
  row: Row;
  store: Omit<CrudTableModel<Row, unknown>, 'list'>;
  labels: CrudRowLabels<Row>;
  onEdit?: (row: Row) => void;
  editHref?: (row: Row) => string | null;
  extra?: (row: Row, busy: boolean) => ReactNode;
}

const RowActions = observer(function RowActions<Row extends CrudRow>({ row, store, labels, onEdit, editHref, extra }: RowControlsProps<Row>) {
  const busy = store.isBusy(row.id);
  const href = editHref?.(row) ?? null;
  return (
    <div className="d-flex flex-nowrap gap-1">
      {extra?.(row, busy)}
      {href !== null ? (
        <a className="btn btn-sm btn-outline-primary" href={href} aria-label={labels.edit(row)}>
          Изменить
        </a>
      ) : (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onEdit?.(row)} disabled={busy} aria-label={labels.edit(row)}>
          Изменить
        </button>
      )}
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void store.remove(row)} disabled={busy} aria-label={labels.remove(row)}>
        Удалить
      </button>
    </div>
  );
}) as <Row extends CrudRow>(props: RowControlsProps<Row>) => ReactNode;

const RowStatus = observer(function RowStatus<Row extends CrudRow>({ row, store, labels, text }: Omit<RowControlsProps<Row>, 'onEdit' | 'extra'> & { text: { active: string; blocked: string } }) {
  const toggle = <StatusSwitch active={row.status === 'active'} label={labels.status(row)} text={text} disabled={store.isBusy(row.id)} onToggle={() => void store.toggleStatus(row)} />;
  // A status outside the two (issue 41): said as it is; the switch turns it active.
  if (row.status === 'active' || row.status === 'blocked' || !isStoredChoice(row.status)) return toggle;
  return (
    <div>
      {toggle}
      <div className="small text-muted">{unknownValueText(row.status)}</div>
    </div>
  );
}) as <Row extends CrudRow>(props: Omit<RowControlsProps<Row>, 'onEdit' | 'extra'> & { text: { active: string; blocked: string } }) => ReactNode;

/** The table of a CRUD screen: its columns, then the status switch and the edit / delete buttons of each row. */
export function CrudTable<Row extends CrudRow, Q>(props: CrudTableProps<Row, Q>) {
  const { store, labels, onEdit, editHref, statusText, rowActions } = props;
  const columns: Column<Row>[] = [...props.columns];
  if (statusText) columns.push({ key: 'status', title: 'Статус', render: (row) => <RowStatus row={row} store={store} labels={labels} text={statusText} /> });
  columns.push({ key: 'actions', title: 'Действия', width: '1%', render: (row) => <RowActions row={row} store={store} labels={labels} onEdit={onEdit} editHref={editHref} extra={rowActions} /> });
  return (
    <ListTable list={store.list} columns={columns} rowKey={(row) => row.id} caption={props.caption} empty={props.empty} paged={props.paged} maxHeight={props.maxHeight} />
  );
}
