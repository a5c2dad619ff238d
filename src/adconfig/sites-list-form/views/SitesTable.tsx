import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { formatNumber } from '@core/format';
import { LOAD_STATE_TEXT } from '@core/ListStore';
import { DataTable } from '@ui/DataTable';
import type { Site } from '../site';
import type { SitesListFormStore } from '../SitesListFormStore';
import { TEXT } from '../texts';
import { SITE_COLUMNS } from './siteColumns';

/** Rows are one line high (see siteColumns): the window can count them. */
export const ROW_HEIGHT = 33;
const TABLE_HEIGHT = 520;

/** The list's sites (A 2): a filter, bulk deletes, Excel import and export, and the windowed table. */
export const SitesTable = observer(function SitesTable({ store }: { store: SitesListFormStore }) {
  const { sites } = store;
  const filterId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const total = sites.sites.length;
  const shown = sites.visible.length;
  // Committed: a big answer's rest is built once the frame showing these rows has been painted (issue 45).
  useLayoutEffect(() => sites.rowsCommitted());
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div className="me-auto" style={{ minWidth: '18rem' }}>
          <label htmlFor={filterId} className="form-label">
            Поиск по названию или ссылке
          </label>
          <input
            id={filterId}
            type="search"
            className="form-control"
            value={store.hash.values.q}
            onChange={(e) => store.setFilter(e.target.value)}
            autoComplete="off"
          />
        </div>
        <Button variant="outline-danger" onClick={() => void store.deleteSelected()} disabled={sites.selection.size === 0}>
          Удалить выбранные{sites.selection.size ? ` (${formatNumber(sites.selection.size)})` : ''}
        </Button>
        <Button variant="outline-danger" onClick={() => void store.deleteAll()} disabled={total === 0}>
          Удалить все
        </Button>
        <Button variant="outline-secondary" onClick={() => fileRef.current?.click()} disabled={store.importing} aria-busy={store.importing || undefined}>
          {store.importing && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Импорт из Excel
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="d-none"
          aria-label="Файл Excel для импорта"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void store.importFile(file);
          }}
        />
        <Button variant="outline-secondary" onClick={() => void store.exportTable()} disabled={shown === 0}>
          Экспорт таблицы в Excel
        </Button>
      </div>
      <p className="small text-body-secondary mb-2" role="status" aria-live="polite">
        {store.page.loading || sites.building ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {sites.building ? LOAD_STATE_TEXT.building : TEXT.waiting}
          </>
        ) : sites.isFiltered ? (
          `Найдено: ${formatNumber(shown)} из ${formatNumber(total)}`
        ) : (
          `Сайтов в списке: ${formatNumber(total)}`
        )}
      </p>
      <div className="border rounded">
        <DataTable<Site, number>
          rows={sites.visible}
          columns={SITE_COLUMNS}
          rowKey={(s) => s.key}
          caption="Сайты списка"
          selection={sites.selection}
          rowLabel={(s) => `Выбрать сайт ${s.name}`}
          virtual={{ height: TABLE_HEIGHT, rowHeight: ROW_HEIGHT }}
          loading={store.page.loading && !sites.building}
          empty={total === 0 ? 'В списке пока нет сайтов' : undefined}
        />
      </div>
    </>
  );
});
