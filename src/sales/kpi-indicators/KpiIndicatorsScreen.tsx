import { observer } from 'mobx-react-lite';
import { useMemo, type MouseEvent } from 'react';
import { pagePath } from '@core/basePath';
import { CrudFormModal } from '@ui/CrudFormModal';
import { CrudTable } from '@ui/CrudTable';
import { kpiIndicatorsApi } from './api';
import { KpiIndicatorsStore } from './KpiIndicatorsStore';
import type { KpiIndicatorsProps } from './props';
import { ROW_LABELS, TEXTS } from './texts';
import { IndicatorFields } from './views/IndicatorFields';
import { indicatorColumns } from './views/indicatorColumns';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';

export type { KpiIndicatorsProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const kpiIndicatorsStore = ({ urlPath, organizations, reports }: KpiIndicatorsProps) => new KpiIndicatorsStore(kpiIndicatorsApi(urlPath), { organizations, reports });

/** S 2 KPI indicators: the table with add, edit, delete (confirmed) and the status switch; the list reloads after each change. */
export const KpiIndicatorsScreen = observer(function KpiIndicatorsScreen(props: KpiIndicatorsProps & GivenStore<KpiIndicatorsStore>) {
  const store = useScreenStore(props.store, () => kpiIndicatorsStore(props));
  const columns = useMemo(() => indicatorColumns(store), [store]);
  // S 2: the create link ({page}#new) opens the add modal here, and can be copied or opened in a new tab.
  const add = (e: MouseEvent) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    store.add();
  };
  return (
    <div>
      <div className="d-flex mb-3">
        <a className="btn btn-success ms-auto" href={`${pagePath()}#new`} onClick={add}>
          {TEXTS.add}
        </a>
      </div>
      <CrudTable
        store={store.table}
        columns={columns}
        caption={TEXTS.title}
        labels={ROW_LABELS}
        onEdit={store.editor.openEdit}
        statusText={TEXTS.status}
        empty={TEXTS.empty}
        paged={false}
        maxHeight={TABLE_HEIGHT}
      />
      <CrudFormModal store={store.editor} titles={{ create: TEXTS.createTitle, edit: TEXTS.editTitle }} size="lg">
        <IndicatorFields store={store} />
      </CrudFormModal>
    </div>
  );
});
