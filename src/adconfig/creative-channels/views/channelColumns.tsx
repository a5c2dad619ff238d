import { observer } from 'mobx-react-lite';
import { formatId, formatNumber } from '@core/format';
import type { Column } from '@ui/DataTable';
import { Select } from '@ui/Select';
import { LIMIT_FIELDS, type ChannelRow, type LimitField } from '../api';
import type { CreativeChannelsStore } from '../CreativeChannelsStore';
import { TEXTS } from '../texts';

const NONE = '—';

export interface RowDialogs {
  limits(row: ChannelRow): void;
  links(row: ChannelRow): void;
}

/** Add or exclude by the row's state; add is off without matching payouts (A 4), busy while its call runs. */
const RowActions = observer(function RowActions({ row, store, dialogs }: { row: ChannelRow; store: CreativeChannelsStore; dialogs: RowDialogs }) {
  const busy = store.isBusy(row);
  const blocked = !row.is_limit_on_creative && !row.payout_type_targeted;
  return (
    <div className="d-flex gap-1">
      {row.is_limit_on_creative ? (
        <button type="button" className="btn btn-sm btn-outline-danger text-nowrap" disabled={busy} aria-label={TEXTS.row.exclude(row)} onClick={() => void store.detach(row)}>
          {TEXTS.exclude}
        </button>
      ) : (
        <button type="button" className="btn btn-sm btn-outline-success text-nowrap" disabled={busy || blocked} title={blocked ? TEXTS.noPayouts : undefined} aria-label={TEXTS.row.add(row)} onClick={() => void store.attach(row)}>
          {TEXTS.add}
        </button>
      )}
      <button type="button" className="btn btn-sm btn-outline-secondary text-nowrap" aria-label={TEXTS.row.limits(row)} onClick={() => dialogs.limits(row)}>
        {TEXTS.limits}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary text-nowrap" aria-label={TEXTS.row.links(row)} onClick={() => dialogs.links(row)}>
        {TEXTS.links}
      </button>
    </div>
  );
});

/** The link's subcategories, chosen in place; without the chosen save (no `linkSaveUrl` prop) shown as text, saying they cannot be changed here. */
const Subcategories = observer(function Subcategories({ row, store }: { row: ChannelRow; store: CreativeChannelsStore }) {
  if (row.categories.length === 0) return <span className="text-body-secondary">—</span>;
  if (!store.canSaveLink) {
    const names = row.subcategories.map((id) => row.categories.find((c) => c.id === id)?.name || `#${id}`);
    return (
      <>
        <div className="text-break-anywhere">{names.length > 0 ? names.join(', ') : NONE}</div>
        <div className="small text-body-secondary">{TEXTS.subcategoriesReadOnly}</div>
      </>
    );
  }
  return (
    <Select<number>
      isMulti
      label={TEXTS.subcategories(row)}
      options={row.categories.map((c) => ({ value: c.id, label: c.name || `#${c.id}` }))}
      value={row.subcategories}
      disabled={store.isBusy(row)}
      onChange={(ids) => void store.saveSubcategories(row, ids)}
    />
  );
});


/** A 3 per-channel limit columns: each limit as ru-RU writes it, none as a dash. */
const limitColumn = (field: LimitField): Column<ChannelRow> => ({
  key: field,
  title: TEXTS.limitColumns[field],
  align: 'end',
  width: '6.5rem',
  render: (row) => (row.limits[field] === null ? NONE : formatNumber(row.limits[field])),
});

/** ID, channel (name and url), site, status, state (sortable), the limits, subcategories, comment, then the row's actions. */
export function channelColumns(store: CreativeChannelsStore, dialogs: RowDialogs): Column<ChannelRow>[] {
  return [
    { key: 'channel_id', title: TEXTS.columns.id, sortable: true, align: 'end', width: '5rem', render: (row) => row.id },
    {
      key: 'name',
      title: TEXTS.columns.name,
      sortable: true,
      // At least a name's width: with the limit columns the table scrolls sideways (TableScrollBox) rather than break a name by letters.
      width: '16rem',
      render: (row) => (
        <>
          <div className="text-break-anywhere">{row.name || `#${row.id}`}</div>
          {row.url && <div className="small text-body-secondary text-break-anywhere">{row.url}</div>}
        </>
      ),
    },
    { key: 'site_id', title: TEXTS.columns.site, align: 'end', width: '6rem', render: (row) => (row.site_id === null ? NONE : formatId(row.site_id)) },
    { key: 'status', title: TEXTS.columns.status, sortable: true, width: '8rem', render: (row) => TEXTS.statuses[row.status] ?? row.status },
    {
      key: 'is_limit_on_creative',
      title: TEXTS.columns.state,
      sortable: true,
      width: '8rem',
      render: (row) => <span className={row.is_limit_on_creative ? 'badge text-bg-success' : 'badge text-bg-secondary'}>{row.is_limit_on_creative ? TEXTS.on : TEXTS.off}</span>,
    },
    ...LIMIT_FIELDS.map(limitColumn),
    { key: 'subcategories', title: TEXTS.columns.subcategories, width: '13rem', render: (row) => <Subcategories row={row} store={store} /> },
    { key: 'comment', title: TEXTS.columns.comment, width: '12rem', render: (row) => <span className="text-break-anywhere">{row.comment || NONE}</span> },
    { key: 'actions', title: TEXTS.columns.actions, width: '1%', render: (row) => <RowActions row={row} store={store} dialogs={dialogs} /> },
  ];
}
