import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ListStore } from '@core/ListStore';
import type { Selection } from '@core/selection';
import { formatNumber } from '@core/format';
import { DataTable, type Column } from './DataTable';
import { LoadFailedInline, TABLE_LOAD_FAILED } from './LoadFailed';
import { LoadStateLine } from './LoadStateLine';
import { Paginator } from './Paginator';

/** M: the list's decoded meta (any: the table does not read it). */
export interface ListTableProps<Row, K extends string | number, Q, M = undefined> {
  list: ListStore<Row, Q, M>;
  columns: Column<Row>[];
  rowKey: (row: Row) => K;
  caption: string;
  empty?: ReactNode;
  selection?: Selection<K>;
  rowLabel?: (row: Row) => string;
  /** Repeat the paginator above the table when more rows than this are listed. */
  repeatPagerAbove?: number;
  /** false: the whole collection in one answer (no paginator; the total is still said). */
  paged?: boolean;
  /** The table's scroll box height (px), header sticky inside it. */
  maxHeight?: number;
  /** false: no page size to choose (the answer sets it, e.g. A 9 targeting's meta.per_page); default true. */
  perPageChoice?: boolean;
}

function TotalLine({ total }: { total: number | null | undefined }) {
  if (total === undefined) return null;
  return <p className="text-body-secondary small my-2">Всего: {total === null ? 'неизвестно' : formatNumber(total, 0)}</p>;
}


/** A ListStore shown the one shared way: load state, paginator (repeated above long lists), table. */
function ListTableView<Row, K extends string | number, Q, M>(props: ListTableProps<Row, K, Q, M>) {
  const { list } = props;
  const paged = props.paged ?? true;
  const pager = (label: string) => (
    <Paginator
      label={label}
      page={list.paging.page}
      pageCount={list.pageCount}
      total={list.shownTotal}
      perPage={list.paging.perPage}
      onPage={list.setPage}
      onPerPage={props.perPageChoice === false || !list.paging.perPageChosen ? undefined : list.setPerPage}
    />
  );
  return (
    <div>
      <LoadStateLine list={list} />
      {paged && list.rows.length > (props.repeatPagerAbove ?? 10) && pager('Страницы (над таблицей)')}
      <DataTable
        rows={list.rows}
        columns={props.columns}
        rowKey={props.rowKey}
        caption={props.caption}
        sort={{ field: list.paging.sort, order: list.paging.order, onSort: list.sortBy }}
        selection={props.selection}
        rowLabel={props.rowLabel}
        loading={list.loading}
        empty={list.state === 'failed' ? <LoadFailedInline text={TABLE_LOAD_FAILED} onRetry={() => void list.load()} /> : props.empty}
        maxHeight={props.maxHeight}
      />
      {paged ? pager('Страницы') : <TotalLine total={list.shownTotal} />}
    </div>
  );
}

export const ListTable = observer(ListTableView) as <Row, K extends string | number, Q, M = undefined>(props: ListTableProps<Row, K, Q, M>) => ReactNode;
