import { mountIsland } from '../src/shell/mountIsland';
import { NonStdReportsScreen, nonStdReportsStore } from '../src/adconfig/non-std-reports/NonStdReportsScreen';
import { nonStdReportsProps } from '../src/adconfig/non-std-reports/props';

mountIsland('non-std-reports', nonStdReportsProps, (props, store) => <NonStdReportsScreen {...props} store={store} />, nonStdReportsStore);
