import { mountIsland } from '../src/shell/mountIsland';
import { periodReportProps } from '../src/sales/period-report/props';
import { PeriodReportScreen, periodReportStore } from '../src/sales/period-report/PeriodReportScreen';

mountIsland('period-report', periodReportProps, (props, store) => <PeriodReportScreen {...props} store={store} />, periodReportStore);
