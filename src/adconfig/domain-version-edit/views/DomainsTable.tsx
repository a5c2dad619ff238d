import { observer } from 'mobx-react-lite';
import { formatNumber } from '@core/format';
import { DataTable, type Column } from '@ui/DataTable';
import type { DomainRow } from '../api';
import type { DomainVersionEditStore } from '../DomainVersionEditStore';
import { TEXT } from '../texts';
import { RejectedList } from './RejectedList';

const count = (value: number | null): string => (value === null ? '' : formatNumber(value, 0));

const COLUMNS: Column<DomainRow>[] = [
  { key: 'domain', title: TEXT.domain, sortable: true },
  { key: 'displayed', title: TEXT.displayed, align: 'end', width: '8rem', sortable: true, render: (row) => count(row.displayed) },
  { key: 'clicked', title: TEXT.clicked, align: 'end', width: '7rem', sortable: true, render: (row) => count(row.clicked) },
];

/** The version's domains as the filter keeps them, sortable; the chosen ones removed after the question. */
export const DomainsTable = observer(function DomainsTable({ store }: { store: DomainVersionEditStore }) {
  const { values } = store.filters;
  const rows = store.shown;
  const chosen = store.selection.size;
  return (
    <section aria-label={TEXT.table}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <button type="button" className={`btn btn-sm ${store.activeFilters > 0 ? 'btn-primary' : 'btn-outline-primary'}`} onClick={store.openFilters}>
          {store.activeFilters > 0 ? TEXT.filterActive(store.activeFilters) : TEXT.filter}
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" disabled={chosen === 0 || store.busy.running} onClick={() => void store.removeChosen()}>
          {TEXT.removeChosen(chosen)}
        </button>
        <span className="ms-auto small text-body-secondary" aria-live="polite">
          {store.load.state === 'ready' ? TEXT.shownOf(rows.length, store.domains.length) : ''}
        </span>
      </div>
      {store.rejection?.action === 'remove' && <RejectedList store={store} title={TEXT.rejectedRemove} />}
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(row) => row.domain}
        rowLabel={(row) => TEXT.choose(row.domain)}
        caption={TEXT.table}
        selection={store.selection}
        sort={{ field: values.f, order: values.o, onSort: store.sortBy }}
        loading={store.load.loading}
        empty={store.load.state !== 'ready' ? '' : store.domains.length === 0 ? TEXT.noDomains : TEXT.nothingFound}
        maxHeight={550}
      />
    </section>
  );
});
