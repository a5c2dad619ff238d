import { mountIsland } from '../src/shell/mountIsland';
import { NonStdReportRunScreen } from '../src/adconfig/non-std-report-run/NonStdReportRunScreen';
import { nonStdReportRunProps } from '../src/adconfig/non-std-report-run/props';

mountIsland('non-std-report-run', nonStdReportRunProps, (props) => <NonStdReportRunScreen {...props} />);
