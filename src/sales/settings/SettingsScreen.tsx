import { observer } from 'mobx-react-lite';
import { useMemo, useState, type ReactNode } from 'react';
import { pagePath } from '@core/basePath';
import { ListTable } from '@ui/ListTable';
import { LoadFailed } from '@ui/LoadFailed';
import { LoadStateLine } from '@ui/LoadStateLine';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { settingsApi } from './api';
import type { SettingsProps } from './props';
import { SettingsStore } from './SettingsStore';
import { TEXTS } from './texts';
import { SettingsFilters } from './views/SettingsFilters';
import { settingColumns } from './views/settingCells';
import { typeNamesOf } from './views/settingValue';

export type { SettingsProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const settingsStore = () => new SettingsStore(settingsApi());

/** S 2 settings: filtered in the sidebar by what /filters names, sortable, 50 a page, state in the hash; a setting's page at {list}/{setting_id}. */
// The calls go to the page path, which already carries any site prefix: no prop is read.
export const SettingsScreen: (props: SettingsProps & GivenStore<SettingsStore>) => ReactNode = observer(function SettingsScreen(props: SettingsProps & GivenStore<SettingsStore>) {
  const store = useScreenStore(props.store, () => settingsStore());
  const [list] = useState(() => pagePath());
  const typeNames = useMemo(() => typeNamesOf(store.filterFields.value), [store.filterFields.value]);
  const columns = useMemo(() => settingColumns(store.columns.value, (row) => `${list}/${row.setting_id}`, typeNames), [store.columns.value, list, typeNames]);
  return (
    <WithSidebar sidebar={<SettingsFilters store={store} />}>
      <div className="d-flex mb-3">
        <a className="btn btn-success ms-auto" href={`${list}/create`}>
          {TEXTS.add}
        </a>
      </div>
      {store.columns.state === 'ready' ? (
        <ListTable list={store.list} columns={columns} rowKey={(row) => row.setting_id} caption={TEXTS.title} empty={TEXTS.empty} />
      ) : store.columns.state === 'failed' ? (
        <LoadFailed text={TEXTS.failed} onRetry={() => void store.columns.load()} />
      ) : (
        <LoadStateLine list={store.list} />
      )}
    </WithSidebar>
  );
});
