import { mountIsland } from '@shell/mountIsland';
import { NonStdReportsScreen, nonStdReportsStore } from '@adconfig/non-std-reports/NonStdReportsScreen';
import { nonStdReportsProps } from '@adconfig/non-std-reports/props';

mountIsland('non-std-reports', nonStdReportsProps, (props, store) => <NonStdReportsScreen {...props} store={store} />, nonStdReportsStore);
