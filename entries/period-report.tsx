import { mountIsland } from '@shell/mountIsland';
import { periodReportProps } from '@sales/period-report/props';
import { PeriodReportScreen, periodReportStore } from '@sales/period-report/PeriodReportScreen';

mountIsland('period-report', periodReportProps, (props, store) => <PeriodReportScreen {...props} store={store} />, periodReportStore);
