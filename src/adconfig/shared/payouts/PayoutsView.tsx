import { observer } from 'mobx-react-lite';
import { SaveButton } from '@ui/FormModal';
import { EditableGrid, type RowActions } from '@ui/grid/EditableGrid';
import { LoadFailed } from '@ui/LoadFailed';
import { Paginator } from '@ui/Paginator';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { useScreenStore } from '@ui/useScreenStore';
import type { PayoutsApi } from './api';
import { PAYOUTS_PER_PAGE, PayoutsStore } from './PayoutsStore';
import { PAYOUT_TEXTS } from './texts';

/** The grid scrolls under its sticky header in a box of 550 px (A 9's taller sticky table). */
const GRID_HEIGHT = 550;

export interface PayoutsViewProps {
  api: PayoutsApi;
  /** The channel or creative of the page (?id=); null: the page says so. */
  id: number | null;
  /** The grid's accessible name. */
  caption: string;
  /** The store the screen's entry made and started (payoutsStore); without it, the view makes its own. */
  store?: PayoutsStore;
  /** The header of the rows' titles ('Схема выплат', 'Канал'). */
  corner: string;
  /** A last column of each row's own links (a creative's channel: its payout history, A 2); `render` stable. */
  rowActions?: RowActions;
}

const SavedMark = observer(function SavedMark({ store }: { store: PayoutsStore }) {
  const dirty = store.dirty;
  return <span className={`badge rounded-pill ${dirty ? 'text-bg-warning' : 'text-bg-light border'}`}>{dirty ? PAYOUT_TEXTS.unsaved : PAYOUT_TEXTS.saved}</span>;
});

/** Save and the saved / unsaved mark; the table of 15 or more rows has a second one under it (A 9). */
const SaveRow = observer(function SaveRow({ store, below = false }: { store: PayoutsStore; below?: boolean }) {
  return (
    <div className={`d-flex flex-wrap align-items-center gap-3 ${below ? 'mt-3' : 'mb-3'}`}>
      <SaveButton saving={store.isSaving} label={PAYOUT_TEXTS.save} onClick={() => void store.save()} />
      <SavedMark store={store} />
    </div>
  );
});

const Pages = observer(function Pages({ store, label }: { store: PayoutsStore; label: string }) {
  if (store.pageCount <= 1) return null;
  return <Paginator page={store.page} pageCount={store.pageCount} total={store.rows.length} perPage={PAYOUTS_PER_PAGE} onPage={store.setPage} label={label} />;
});

/** A 2 payout table: the page's rows × CPM, CPC, CPE and RTB's mode, max price and target. */
export const PayoutsView = observer(function PayoutsView({ api, id, caption, corner, store: given, rowActions }: PayoutsViewProps) {
  const store = useScreenStore(given, () => new PayoutsStore(api, id));

  if (store.state === 'loading') return <p className="load-state text-body-secondary">{PAYOUT_TEXTS.loading}</p>;
  if (store.state === 'failed') return <LoadFailed onRetry={store.id !== null ? () => void store.load() : undefined} />;
  if (store.rows.length === 0) return <p className="text-body-secondary">{PAYOUT_TEXTS.empty}</p>;
  return (
    <div>
      <UnsavedGuard when={() => store.dirty} />
      <SaveRow store={store} />
      <p className="small text-body-secondary">{PAYOUT_TEXTS.hint}</p>
      <Pages store={store} label={PAYOUT_TEXTS.pages} />
      <EditableGrid caption={caption} corner={corner} rows={store.gridRows} columns={store.columns} cell={store.cell} changes={store.changes} onSave={store.save} maxHeight={GRID_HEIGHT} rowActions={rowActions} />
      {store.hasExtraSaveRow && (
        <>
          <Pages store={store} label={PAYOUT_TEXTS.pagesBelow} />
          <SaveRow store={store} below />
        </>
      )}
    </div>
  );
});
