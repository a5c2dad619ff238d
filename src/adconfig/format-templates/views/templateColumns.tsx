import { observer } from 'mobx-react-lite';
import type { Column } from '@ui/DataTable';
import type { FormatTemplate } from '../api';
import type { FormatTemplateLinks } from '../links';
import type { FormatTemplatesStore } from '../FormatTemplatesStore';
import { ROW_LABELS, TEXTS } from '../texts';

/** The status dot: green active, grey blocked, outlined unknown; its word for screen readers and the tooltip. */
function StatusDot({ status }: { status: FormatTemplate['status'] }) {
  const text = status === 'active' ? TEXTS.status.active : status === 'blocked' ? TEXTS.status.blocked : TEXTS.status.unknown;
  const colour = status === 'active' ? 'bg-success' : status === 'blocked' ? 'bg-secondary' : 'border border-secondary';
  return (
    <span className="d-inline-flex align-items-center gap-2" title={text}>
      <span className={`d-inline-block rounded-circle ${colour}`} style={{ width: '0.75rem', height: '0.75rem' }} aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

function SalesFormats({ row, links }: { row: FormatTemplate; links: FormatTemplateLinks }) {
  if (row.sales_formats.length === 0) return <span className="text-body-secondary">{TEXTS.noSalesFormats}</span>;
  return (
    <ul className="list-unstyled mb-0">
      {row.sales_formats.map((s) => (
        <li key={s.id}>
          <a href={links.salesFormat(s.id)}>{s.name || `#${s.id}`}</a>
        </li>
      ))}
    </ul>
  );
}

const RowActions = observer(function RowActions({ row, store, links }: { row: FormatTemplate; store: FormatTemplatesStore; links: FormatTemplateLinks }) {
  const busy = store.table.isBusy(row.id);
  const active = row.status === 'active';
  return (
    <div className="d-flex flex-nowrap gap-1">
      <a className="btn btn-sm btn-outline-primary" href={links.edit(row.id)} aria-label={ROW_LABELS.edit(row)}>
        {TEXTS.edit}
      </a>
      <button type="button" className="btn btn-sm btn-outline-secondary text-nowrap" disabled={busy} onClick={() => void store.turn(row)} aria-label={active ? ROW_LABELS.block(row) : ROW_LABELS.unblock(row)}>
        {active ? TEXTS.block : TEXTS.unblock}
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={() => void store.remove(row)} aria-label={ROW_LABELS.remove(row)}>
        {TEXTS.remove}
      </button>
    </div>
  );
});

/** A 3: status (dot), ID, name, the sales formats using the template; edit, block / unblock, delete. */
export function templateColumns(store: FormatTemplatesStore, links: FormatTemplateLinks): Column<FormatTemplate>[] {
  return [
    { key: 'status', title: TEXTS.columns.status, width: '5rem', align: 'center', render: (row) => <StatusDot status={row.status} /> },
    { key: 'id', title: TEXTS.columns.id, width: '5rem', align: 'end' },
    { key: 'name', title: TEXTS.columns.name },
    { key: 'sales_formats', title: TEXTS.columns.salesFormats, width: '16rem', render: (row) => <SalesFormats row={row} links={links} /> },
    { key: 'actions', title: TEXTS.columns.actions, width: '1%', render: (row) => <RowActions row={row} store={store} links={links} /> },
  ];
}
