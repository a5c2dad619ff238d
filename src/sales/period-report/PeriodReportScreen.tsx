import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { ReportFilters } from '../../ui/report/ReportFilters';
import { ReportView } from '../../ui/report/ReportView';
import { WithSidebar } from '../../ui/Sidebar';
import { useStarted } from '../../ui/useStarted';
import { periodReportApi } from './api';
import { PER_PAGE_OPTIONS } from './hash';
import { PeriodReportStore } from './PeriodReportStore';
import type { PeriodReportProps } from './props';
import { TEXTS } from './texts';

export type { PeriodReportProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** S 2 generic report page: the answer's filters in the sidebar, its columns repeated per period, the totals row. */
export const PeriodReportScreen: (props: PeriodReportProps) => ReactNode = observer(function PeriodReportScreen() {
  const [store] = useState(() => new PeriodReportStore(periodReportApi()));
  useStarted(store);
  return (
    <WithSidebar sidebar={<ReportFilters store={store.draft} specs={store.filterSpecs} loaded={store.report.loaded} />}>
      <ReportView store={store.report} caption={TEXTS.caption} empty={TEXTS.empty} height={TABLE_HEIGHT} frozen="keys" perPageOptions={PER_PAGE_OPTIONS} />
    </WithSidebar>
  );
});
