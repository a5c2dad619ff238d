import { mountIsland } from '@shell/mountIsland';
import { NonStdReportRunScreen, nonStdReportRunStore } from '@adconfig/non-std-report-run/NonStdReportRunScreen';
import { nonStdReportRunProps } from '@adconfig/non-std-report-run/props';

mountIsland('non-std-report-run', nonStdReportRunProps, (props, store) => <NonStdReportRunScreen {...props} store={store} />, nonStdReportRunStore);
