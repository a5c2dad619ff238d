import { mountIsland } from '../src/shell/mountIsland';
import { NonStdReportEditScreen } from '../src/adconfig/non-std-report-edit/NonStdReportEditScreen';
import { nonStdReportEditProps } from '../src/adconfig/non-std-report-edit/props';

mountIsland('non-std-report-edit', nonStdReportEditProps, (props) => <NonStdReportEditScreen {...props} />);
