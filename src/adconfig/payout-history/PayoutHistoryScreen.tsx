import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { queryParam } from '@core/basePath';
import { d } from '@core/decode';
import { SaveButton } from '@ui/FormModal';
import { EditableGrid, type GridRow, type RowActions as GridRowActions } from '@ui/grid/EditableGrid';
import { LoadFailed } from '@ui/LoadFailed';
import { Paginator } from '@ui/Paginator';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { payoutHistoryApi, type HistoryIds } from './api';
import { HISTORY_PER_PAGE, PayoutHistoryStore } from './PayoutHistoryStore';
import type { PayoutHistoryProps } from './props';
import { HISTORY_TEXTS } from './texts';
import { RowActions } from './views/RowActions';

export type { PayoutHistoryProps };

const GRID_HEIGHT = 550;

function idsOfPage(): HistoryIds | null {
  const creative = d.id(queryParam('id'));
  const channel = d.id(queryParam('channel_id'));
  return creative === null || channel === null ? null : { creative_id: creative, channel_id: channel };
}

const SavedMark = observer(function SavedMark({ store }: { store: PayoutHistoryStore }) {
  return <span className={`badge rounded-pill ${store.dirty ? 'text-bg-warning' : 'text-bg-light border'}`}>{store.dirty ? HISTORY_TEXTS.unsaved : HISTORY_TEXTS.saved}</span>;
});

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const payoutHistoryStore = ({ urlPath, channelName }: PayoutHistoryProps) => new PayoutHistoryStore(payoutHistoryApi(urlPath, undefined, channelName), idsOfPage(), channelName);

/** A 2 payout history (?id={creative_id}&channel_id={channel_id}): the channel's payout periods, edited as a list. */
export const PayoutHistoryScreen = observer(function PayoutHistoryScreen(props: PayoutHistoryProps & GivenStore<PayoutHistoryStore>) {
  const store = useScreenStore(props.store, () => payoutHistoryStore(props));
  const [actions] = useState<GridRowActions>(() => ({ title: HISTORY_TEXTS.actions, render: (row: GridRow) => <RowActions store={store} row={row} /> }));

  if (store.state === 'loading') return <p className="load-state text-body-secondary">{HISTORY_TEXTS.loading}</p>;
  if (store.state === 'failed' || store.ids === null) return <LoadFailed onRetry={store.ids !== null ? () => void store.load() : undefined} />;
  return (
    <div>
      <UnsavedGuard when={() => store.dirty} />
      <h2 className="h5 text-break-anywhere">{HISTORY_TEXTS.title(store.ids.creative_id, store.channelName || `#${store.ids.channel_id}`)}</h2>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <SaveButton saving={store.isSaving} label={HISTORY_TEXTS.save} onClick={() => void store.save()} />
        <button type="button" className="btn btn-outline-primary" onClick={store.add}>
          {HISTORY_TEXTS.add}
        </button>
        <SavedMark store={store} />
      </div>
      {store.pageCount > 1 && <Paginator page={store.page} pageCount={store.pageCount} total={store.editor.keys.length} perPage={HISTORY_PER_PAGE} onPage={store.setPage} label={HISTORY_TEXTS.pages} />}
      {store.rows.length === 0 ? (
        <p className="text-body-secondary">{HISTORY_TEXTS.empty}</p>
      ) : (
        <EditableGrid caption={HISTORY_TEXTS.caption} corner={HISTORY_TEXTS.corner} rows={store.rows} columns={store.columns} cell={store.cell} changes={store.editor.changes} onSave={store.save} maxHeight={GRID_HEIGHT} rowActions={actions} />
      )}
    </div>
  );
});
