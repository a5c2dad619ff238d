import { observer } from 'mobx-react-lite';
import { DataTable } from '@ui/DataTable';
import { EditableGrid } from '@ui/grid/EditableGrid';
import { HashTabs } from '@ui/HashTabs';
import { LoadFailed } from '@ui/LoadFailed';
import { LoadStateLine } from '@ui/LoadStateLine';
import { Paginator } from '@ui/Paginator';
import { UnsavedGuard } from '@ui/UnsavedGuard';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { reservesPresalesApi } from './api';
import { COLUMNS } from './presaleGrid';
import type { ReservesPresalesProps } from './props';
import { PAGE_SIZE, ReservesPresalesStore } from './ReservesPresalesStore';
import { monthTitle, TEXTS } from './texts';
import { MonthBar } from './views/MonthBar';
import { RESERVE_COLUMNS } from './views/reserveColumns';

export type { ReservesPresalesProps };

/** S 9: the tables scroll under their sticky header in a box of 550 px. */
const HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const reservesPresalesStore = ({ isCoefficientChange, month }: ReservesPresalesProps) => new ReservesPresalesStore(reservesPresalesApi(), { mayChangeCoefficient: isCoefficientChange === true, given: month });

/** S 2 reserves / presales: a month's reservations and presales by manager; the presale coefficient editable with isCoefficientChange. */
export const ReservesPresalesScreen = observer(function ReservesPresalesScreen(props: ReservesPresalesProps & GivenStore<ReservesPresalesStore>) {
  const store = useScreenStore(props.store, () => reservesPresalesStore(props));
  return (
    <div>
      <UnsavedGuard when={() => store.dirty} />
      <MonthBar store={store} />
      <HashTabs
        state={store.filters}
        field="tab"
        tabs={[
          { key: 'reserves', title: TEXTS.tabs.reserves, content: () => <MonthContent store={store} tab="reserves" /> },
          { key: 'presale', title: TEXTS.tabs.presale, content: () => <MonthContent store={store} tab="presale" /> },
        ]}
      />
    </div>
  );
});

const MonthContent = observer(function MonthContent({ store, tab }: { store: ReservesPresalesStore; tab: 'reserves' | 'presale' }) {
  if (store.load.state === 'failed') return <LoadFailed onRetry={store.retry} />;
  const title = monthTitle(store.month);
  const loading = store.load.loading;
  return (
    <div className={loading ? 'is-reloading' : undefined} aria-busy={loading}>
      <LoadStateLine list={store} />
      {tab === 'reserves' || store.rows.length === 0 ? (
        <DataTable rows={store.pageRows} columns={RESERVE_COLUMNS} rowKey={(row) => row.id} caption={tab === 'reserves' ? TEXTS.reservesCaption(title) : TEXTS.presalesCaption(title)} empty={loading ? '' : TEXTS.empty} maxHeight={HEIGHT} loading={loading} />
      ) : (
        <EditableGrid caption={TEXTS.presalesCaption(title)} corner={TEXTS.manager} rows={store.gridRows} columns={COLUMNS} cell={store.cell} changes={store.coefficients} onSave={() => void store.save()} maxHeight={HEIGHT} />
      )}
      {store.pageCount > 1 && <Paginator page={store.page} pageCount={store.pageCount} total={store.rows.length} perPage={PAGE_SIZE} onPage={store.setPage} />}
    </div>
  );
});
