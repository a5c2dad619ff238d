import { observer } from 'mobx-react-lite';
import { pagePath } from '@core/basePath';
import { pageSettingsApi } from '@core/report/pageSettings';
import { COLUMN_SETTINGS_TEXTS, ColumnSettingsModal } from '@ui/report/ColumnSettingsModal';
import { ListTable } from '@ui/ListTable';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativesBulkEditApi } from './api';
import { BULK_COLUMNS } from './columns';
import { CreativesBulkEditStore } from './CreativesBulkEditStore';
import type { CreativesBulkEditProps } from './props';
import { TEXTS } from './texts';
import { bulkColumns } from './views/bulkColumns';
import { BulkFilters } from './views/BulkFilters';
import { ParamsPanel } from './views/ParamsPanel';

export type { CreativesBulkEditProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativesBulkEditStore = ({ url, urlPath }: CreativesBulkEditProps) => new CreativesBulkEditStore(creativesBulkEditApi(url ?? pagePath()), pageSettingsApi(urlPath));

/** A 2 bulk edit of creatives: search in the sidebar, the parameters to set, the creatives to set them on. */
export const CreativesBulkEditScreen = observer(function CreativesBulkEditScreen(props: CreativesBulkEditProps & GivenStore<CreativesBulkEditStore>) {
  const { urlPath = '' } = props;
  const store = useScreenStore(props.store, () => creativesBulkEditStore(props));
  const settings = store.columns;
  // Read in this observer: the columns follow the choice when it is read or saved (the screen renders rarely).
  const columns = bulkColumns(settings.arrange(BULK_COLUMNS), urlPath);
  return (
    <WithSidebar sidebar={<BulkFilters store={store} />}>
      <ParamsPanel store={store} />
      <div className="d-flex justify-content-end mb-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => settings.open(BULK_COLUMNS)}>
          {COLUMN_SETTINGS_TEXTS.open}
        </button>
      </div>
      <ColumnSettingsModal settings={settings} columns={[...BULK_COLUMNS]} />
      <ListTable
        list={store.list}
        columns={columns}
        rowKey={(row) => row.creative_id}
        rowLabel={(row) => `Выбрать флайт ${row.creative_id}`}
        caption={TEXTS.table}
        empty={store.searched ? TEXTS.empty : TEXTS.setFilters}
        selection={store.selection}
        paged={false}
        maxHeight={550}
      />
    </WithSidebar>
  );
});
