import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { ReportView } from '@ui/report/ReportView';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { dataTableApi } from './api';
import { DataTableStore } from './DataTableStore';
import type { DataTableProps } from './props';
import { TEXTS } from './texts';
import { DataTableFilters } from './views/DataTableFilters';

export type { DataTableProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const dataTableStore = () => new DataTableStore(dataTableApi());

/** S 2 generic data table page: the filters, the columns {page}/columns/ names, sorting, pages, totals when given. */
export const DataTableScreen: (props: DataTableProps & GivenStore<DataTableStore>) => ReactNode = observer(function DataTableScreen(props: DataTableProps & GivenStore<DataTableStore>) {
  const store = useScreenStore(props.store, () => dataTableStore());
  return (
    <WithSidebar sidebar={<DataTableFilters store={store} tags={props.tags} />}>
      <ReportView store={store.report} caption={TEXTS.caption} empty={TEXTS.empty} height={TABLE_HEIGHT} frozen="keys" />
    </WithSidebar>
  );
});
