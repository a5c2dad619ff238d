import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { formatDateTime } from '@core/format';
import type { PerPage } from '@core/hash/fields';
import { LoadStateLine } from '../LoadStateLine';
import { Paginator } from '../Paginator';
import { ColumnSettingsModal, COLUMN_SETTINGS_TEXTS } from './ColumnSettingsModal';
import { ReportTable, type ReportTableProps } from './ReportTable';

export const COMPILED_AT = 'Отчёт сформирован:';

/**
 * A report the one shared way: load state, compile time, the column settings button, paginator
 * (repeated under the table when more than 20 rows are listed, S 2), the table and its settings dialog.
 */
/** What the view adds to the table: buttons beside the column settings, the page sizes offered (default 50 and all). */
export interface ReportViewProps<Row, Detail> extends ReportTableProps<Row, Detail> {
  toolbar?: ReactNode;
  perPageOptions?: readonly PerPage[];
}

function ReportViewView<Row, Detail>(props: ReportViewProps<Row, Detail>) {
  const { store } = props;
  const settings = store.settings;
  const pager = (label: string) => (
    <Paginator label={label} page={store.paging.page} pageCount={store.pageCount} total={store.shownTotal} perPage={store.paging.perPage} onPage={store.setPage} onPerPage={store.setPerPage} perPageOptions={props.perPageOptions} />
  );
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <LoadStateLine list={store} />
        {store.compiledAt && (
          <span className="small text-body-secondary">
            {COMPILED_AT} {formatDateTime(store.compiledAt)}
          </span>
        )}
        <div className="ms-auto d-flex gap-2">
          {props.toolbar}
          {settings && (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => settings.open(store.allColumns)} disabled={store.allColumns.length === 0}>
              {COLUMN_SETTINGS_TEXTS.open}
            </button>
          )}
        </div>
      </div>
      {pager('Страницы')}
      <ReportTable {...props} />
      {store.rows.length > 20 && pager('Страницы (под таблицей)')}
      {settings && <ColumnSettingsModal settings={settings} columns={store.allColumns} />}
    </div>
  );
}

export const ReportView = observer(ReportViewView) as <Row, Detail>(props: ReportViewProps<Row, Detail>) => ReactNode;
