import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { ReportView } from '../../ui/report/ReportView';
import { WithSidebar } from '../../ui/Sidebar';
import { useStarted } from '../../ui/useStarted';
import { dataTableApi } from './api';
import { DataTableStore } from './DataTableStore';
import type { DataTableProps } from './props';
import { TEXTS } from './texts';
import { DataTableFilters } from './views/DataTableFilters';

export type { DataTableProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** S 2 generic data table page: the filters, the columns {page}/columns/ names, sorting, pages, totals when given. */
export const DataTableScreen: (props: DataTableProps) => ReactNode = observer(function DataTableScreen() {
  const [store] = useState(() => new DataTableStore(dataTableApi()));
  useStarted(store);
  return (
    <WithSidebar sidebar={<DataTableFilters store={store} />}>
      <ReportView store={store.report} caption={TEXTS.caption} empty={TEXTS.empty} height={TABLE_HEIGHT} frozen="keys" />
    </WithSidebar>
  );
});
