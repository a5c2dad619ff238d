import { mountIsland } from '../src/shell/mountIsland';
import { NonStdReportRunScreen, nonStdReportRunStore } from '../src/adconfig/non-std-report-run/NonStdReportRunScreen';
import { nonStdReportRunProps } from '../src/adconfig/non-std-report-run/props';

mountIsland('non-std-report-run', nonStdReportRunProps, (props, store) => <NonStdReportRunScreen {...props} store={store} />, nonStdReportRunStore);
