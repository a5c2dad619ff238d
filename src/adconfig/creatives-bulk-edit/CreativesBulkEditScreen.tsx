import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { pagePath } from '@core/basePath';
import { ListTable } from '@ui/ListTable';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { creativesBulkEditApi } from './api';
import { CreativesBulkEditStore } from './CreativesBulkEditStore';
import type { CreativesBulkEditProps } from './props';
import { TEXTS } from './texts';
import { bulkColumns } from './views/bulkColumns';
import { BulkFilters } from './views/BulkFilters';
import { ParamsPanel } from './views/ParamsPanel';

export type { CreativesBulkEditProps };

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const creativesBulkEditStore = ({ url }: CreativesBulkEditProps) => new CreativesBulkEditStore(creativesBulkEditApi(url ?? pagePath()));

/** A 2 bulk edit of creatives: search in the sidebar, the parameters to set, the creatives to set them on. */
export const CreativesBulkEditScreen = observer(function CreativesBulkEditScreen(props: CreativesBulkEditProps & GivenStore<CreativesBulkEditStore>) {
  const { urlPath = '' } = props;
  const store = useScreenStore(props.store, () => creativesBulkEditStore(props));
  const columns = useMemo(() => bulkColumns(urlPath), [urlPath]);
  return (
    <WithSidebar sidebar={<BulkFilters store={store} />}>
      <ParamsPanel store={store} />
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
