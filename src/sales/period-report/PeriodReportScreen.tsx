import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { ReportFilters } from '@ui/report/ReportFilters';
import { ReportView } from '@ui/report/ReportView';
import { WithSidebar } from '@ui/Sidebar';
import { useScreenStore, type GivenStore } from '@ui/useScreenStore';
import { periodReportApi } from './api';
import { PER_PAGE_OPTIONS } from './hash';
import { PeriodReportStore } from './PeriodReportStore';
import type { PeriodReportProps } from './props';
import { TEXTS } from './texts';

export type { PeriodReportProps };

/** S 9: the table scrolls under its sticky header in a box of 550 px. */
const TABLE_HEIGHT = 550;

/** The screen's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const periodReportStore = () => new PeriodReportStore(periodReportApi());

/** S 2 generic report page: the answer's filters in the sidebar, its columns repeated per period, the totals row. */
export const PeriodReportScreen: (props: PeriodReportProps & GivenStore<PeriodReportStore>) => ReactNode = observer(function PeriodReportScreen(props: PeriodReportProps & GivenStore<PeriodReportStore>) {
  const store = useScreenStore(props.store, () => periodReportStore());
  return (
    <WithSidebar sidebar={<ReportFilters store={store.draft} specs={store.filterSpecs} loaded={store.report.loaded} />}>
      <ReportView store={store.report} caption={TEXTS.caption} empty={TEXTS.empty} height={TABLE_HEIGHT} frozen="keys" perPageOptions={PER_PAGE_OPTIONS} />
    </WithSidebar>
  );
});
