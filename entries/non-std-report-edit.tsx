import { mountIsland } from '@shell/mountIsland';
import { NonStdReportEditScreen, nonStdReportEditStore } from '@adconfig/non-std-report-edit/NonStdReportEditScreen';
import { nonStdReportEditProps } from '@adconfig/non-std-report-edit/props';

mountIsland('non-std-report-edit', nonStdReportEditProps, (props, store) => <NonStdReportEditScreen {...props} store={store} />, nonStdReportEditStore);
