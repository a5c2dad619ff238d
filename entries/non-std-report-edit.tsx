import { mountIsland } from '../src/shell/mountIsland';
import { NonStdReportEditScreen, nonStdReportEditStore } from '../src/adconfig/non-std-report-edit/NonStdReportEditScreen';
import { nonStdReportEditProps } from '../src/adconfig/non-std-report-edit/props';

mountIsland('non-std-report-edit', nonStdReportEditProps, (props, store) => <NonStdReportEditScreen {...props} store={store} />, nonStdReportEditStore);
